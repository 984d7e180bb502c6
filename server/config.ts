import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isIP } from "node:net";
import { z } from "zod";
import { CHAT_WIDGET_ID_PATTERN, GTM_ID_PATTERN, type TrackingScripts } from "#domain/tracking.ts";
import { estimatedEntropyBits, MIN_SECRET_BITS } from "./secret-strength.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const MAIL_TRANSPORTS = ["smtp", "mailbox"] as const;
/** `address` or `Display name <address>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>]+<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;
const PAYMENTS_PROVIDERS = ["sandbox", "mercadopago"] as const;
/** Where invoices get their CAE: the offline stand-in, ARCA's homologation services, or ARCA itself. */
export const ARCA_ENVIRONMENTS = ["sandbox", "homologacion", "produccion"] as const;
/** argon2id's cost: OWASP's baseline, or the least the library takes, for test runs only. */
const PASSWORD_HASH_COST_NAMES = ["owasp", "minimum"] as const;
/** The sandbox's public key when MP_PUBLIC_KEY is unset (the demo data's shop settings carry the same). */
export const SANDBOX_PUBLIC_KEY = "TEST-sandbox-public-key";

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: "debe ser un número de puerto" })
    .int("debe ser un número entero")
    .min(0, "debe estar entre 0 y 65535")
    .max(65535, "debe estar entre 0 y 65535")
    .default(3000),
  HOST: z.string().min(1, "no puede estar vacío").default("127.0.0.1"),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => v.split(",").every((entry) => isProxyAddress(entry.trim())),
      "debe ser una lista de direcciones IP o rangos CIDR separados por comas, p. ej. 10.0.0.1,10.1.0.0/16",
    )
    .optional(),
  PUBLIC_URL: z.url({ error: "debe ser una URL absoluta, p. ej. https://shop.example.com" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// (o no definirse para usar la base embebida)")
    .optional(),
  DATA_DIR: z.string().min(1, "no puede estar vacío").default("./data"),
  SESSION_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  INVOICING_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `debe ser uno de ${LOG_LEVELS.join(", ")}` }).default("info"),
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{24,}$/, "debe tener al menos 24 caracteres, sin espacios")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: "debe ser un número" }).int().min(1).max(200).default(10),
  SMTP_URL: z
    .url({ error: "debe ser una URL smtp:// o smtps://, p. ej. smtp://usuario:clave@127.0.0.1:2525" })
    .regex(/^smtps?:\/\//, "debe empezar por smtp:// o smtps://, p. ej. smtp://127.0.0.1:2525")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      MAIL_FROM_PATTERN,
      "debe ser una dirección, p. ej. no-responder@tienda.com o Tienda <no-responder@tienda.com>",
    )
    .optional(),
  MAIL_TRANSPORT: z
    .enum(MAIL_TRANSPORTS, { error: `debe ser uno de ${MAIL_TRANSPORTS.join(", ")}` })
    .optional(),
  PAYMENTS_PROVIDER: z
    .enum(PAYMENTS_PROVIDERS, { error: `debe ser uno de ${PAYMENTS_PROVIDERS.join(", ")}` })
    .optional(),
  MP_PUBLIC_KEY: z.string().regex(/^\S+$/, "no puede tener espacios").optional(),
  MP_ACCESS_TOKEN: z.string().regex(/^\S+$/, "no puede tener espacios").optional(),
  MP_WEBHOOK_SECRET: z.string().regex(/^\S+$/, "no puede tener espacios").optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(["0", "1"], { error: "debe ser 0 o 1" }).optional(),
  PASSWORD_HASH_COST: z
    .enum(PASSWORD_HASH_COST_NAMES, { error: `debe ser uno de ${PASSWORD_HASH_COST_NAMES.join(", ")}` })
    .default("owasp"),
  SANDBOX_PENDING_DELAY_SECONDS: z.coerce
    .number({ error: "debe ser un número de segundos" })
    .int("debe ser un número entero")
    .min(0, "no puede ser negativo")
    .max(86_400, "debe ser como mucho 86400 (un día)")
    .default(30),
  PAYMENTS_RECONCILE_EVERY_SECONDS: z.coerce
    .number({ error: "debe ser un número de segundos" })
    .int("debe ser un número entero")
    .min(0, "no puede ser negativo")
    .max(86_400, "debe ser como mucho 86400 (un día)")
    .default(60),
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce
    .number({ error: "debe ser un número de segundos" })
    .int("debe ser un número entero")
    .min(1, "debe ser al menos 1")
    .max(604_800, "debe ser como mucho 604800 (una semana)")
    .default(300),
  SANDBOX_NOTIFICATION_URL: z
    .url({ error: "debe ser una URL absoluta, p. ej. http://localhost:3000/api/payments/webhook" })
    .optional(),
  ARCA_ENV: z
    .enum(ARCA_ENVIRONMENTS, { error: `debe ser uno de ${ARCA_ENVIRONMENTS.join(", ")}` })
    .optional(),
  ALLOW_SANDBOX_INVOICES: z.enum(["0", "1"], { error: "debe ser 0 o 1" }).optional(),
  ARCA_TIMEOUT_SECONDS: z.coerce
    .number({ error: "debe ser un número de segundos" })
    .int("debe ser un número entero")
    .min(1, "debe ser al menos 1")
    .max(300, "debe ser como mucho 300 (cinco minutos)")
    .default(30),
  PAGE_CACHE: z.enum(["on", "off"], { error: "debe ser on u off" }).default("on"),
  ANALYTICS_GTM_ID: z
    .string()
    .regex(GTM_ID_PATTERN, "debe ser el id de un contenedor de Google Tag Manager, p. ej. GTM-AB12CD3")
    .optional(),
  CHAT_WIDGET_ID: z
    .string()
    .regex(
      CHAT_WIDGET_ID_PATTERN,
      "debe ser el id de propiedad y el de widget de Tawk.to separados por /, p. ej. 5f2b1c3d4e5f60718293a4b5/1h2g3f4e5",
    )
    .optional(),
});

/** An address or CIDR range, or one of the named ranges Fastify's proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Variables whose values are never printed, even in an error about them. */
const SECRET_VARIABLES = new Set([
  "SESSION_SECRET",
  "INVOICING_SECRET",
  "MP_ACCESS_TOKEN",
  "MP_WEBHOOK_SECRET",
  "MP_PUBLIC_KEY",
  "SMTP_URL",
  "DATABASE_URL",
]);

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Proxy addresses whose X-Forwarded-For is believed; empty: the connecting address is the client's. */
  trustProxy: string[];
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  /**
   * Encrypts the franchises' ARCA certificates and keys at rest (INVOICING_SECRET; derived from the session
   * secret when unset, docs/decisions/0070).
   */
  invoicingSecret: string;
  /** The bearer token that opens /metrics from other machines; loopback needs none. */
  metricsToken: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  databasePoolSize: number;
  /** argon2id's cost for new hashes and the unknown-account check; "minimum" only outside production. */
  passwordHashCost: (typeof PASSWORD_HASH_COST_NAMES)[number];
  mail: MailConfig;
  payments: PaymentsConfig;
  paymentReconciliation: PaymentReconciliationConfig;
  arca: ArcaConfig;
  /** Anonymous pages are kept rendered in memory (docs/decisions/0019); the built app only. */
  pageCache: boolean;
  /** The analytics and chat scripts every page loads; both off unless configured. */
  tracking: TrackingScripts;
}

/** The periodic check of payments left undecided (server/modules/payments/reconcile-worker.ts). */
export interface PaymentReconciliationConfig {
  /** How often it runs; null: never. */
  everyMs: number | null;
  /**
   * A payment untouched for this long is asked about; one the provider has no record of by then is marked
   * as not charged. Well above the longest create call (timeouts and retries included).
   */
  afterMs: number;
}

export interface PaymentsConfig {
  /** `sandbox`: the offline emulation the shop serves itself; `mercadopago`: the real provider. */
  provider: (typeof PAYMENTS_PROVIDERS)[number];
  publicKey: string;
  accessToken: string;
  webhookSecret: string;
  sandbox: {
    /** How long a payment by CONT stays in process before it is approved; 0 leaves it to the back office. */
    pendingDelayMs: number | null;
    /** Where the sandbox posts notifications for payments that name no notification_url. */
    notificationUrl: string;
  };
}

/** ARCA's electronic invoicing (server/arca, docs/arca.md). */
export interface ArcaConfig {
  /** sandbox: the offline stand-in; homologacion: ARCA's test services; produccion: ARCA, with real CAEs. */
  environment: (typeof ARCA_ENVIRONMENTS)[number];
  /** The time limit of each call to ARCA; a CAE request without an answer by then is looked up before asking again. */
  timeoutMs: number;
}

export interface MailConfig {
  /** `smtp` delivers through SMTP_URL; `mailbox` keeps the mails as files in `mailboxDir`. */
  transport: (typeof MAIL_TRANSPORTS)[number];
  smtpUrl?: string;
  /** The sender; without a display name the client's name is used. */
  from: string;
  mailboxDir: string;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, as they do in most .env tooling. */
function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
}

/** Reads and checks the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(definedOnly(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "entorno");
    if (SECRET_VARIABLES.has(name)) throw new ConfigError(`${name}: ${issue.message}`);
    const received = (env[name] ?? "").slice(0, 100);
    throw new ConfigError(`${name}: ${issue.message} (valor recibido: ${JSON.stringify(received)})`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET: es obligatoria con NODE_ENV=production (al menos 32 caracteres)");
  }
  if (production && estimatedEntropyBits(e.SESSION_SECRET!) < MIN_SECRET_BITS) {
    throw new ConfigError(
      "SESSION_SECRET: es demasiado predecible; generá una al azar, p. ej. con `openssl rand -base64 32`",
    );
  }
  if (production && e.PASSWORD_HASH_COST !== "owasp") {
    throw new ConfigError("PASSWORD_HASH_COST: con NODE_ENV=production solo se acepta owasp");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    trustProxy: (e.TRUST_PROXY ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    sessionSecret: e.SESSION_SECRET ?? localSessionSecret(dataDir),
    invoicingSecret:
      e.INVOICING_SECRET ??
      createHmac("sha256", e.SESSION_SECRET ?? localSessionSecret(dataDir))
        .update("invoicing credentials")
        .digest("hex"),
    metricsToken: e.METRICS_TOKEN ?? null,
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    passwordHashCost: e.PASSWORD_HASH_COST,
    mail: mailConfig(e, { production, dataDir, publicUrl }),
    payments: paymentsConfig(e, {
      production,
      publicUrl,
      sessionSecret: e.SESSION_SECRET ?? localSessionSecret(dataDir),
    }),
    paymentReconciliation: {
      everyMs: e.PAYMENTS_RECONCILE_EVERY_SECONDS > 0 ? e.PAYMENTS_RECONCILE_EVERY_SECONDS * 1000 : null,
      afterMs: e.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
    },
    arca: arcaConfig(e, production),
    pageCache: e.PAGE_CACHE === "on",
    tracking: { gtmId: e.ANALYTICS_GTM_ID ?? null, chatWidgetId: e.CHAT_WIDGET_ID ?? null },
  };
}

/**
 * The offline stand-in is the default outside production; production invoices with ARCA itself unless told
 * otherwise, and refuses the stand-in (whose CAEs are not real) unless ALLOW_SANDBOX_INVOICES=1.
 */
function arcaConfig(e: z.infer<typeof envSchema>, production: boolean): ArcaConfig {
  const environment = e.ARCA_ENV ?? (production ? "produccion" : "sandbox");
  if (production && environment === "sandbox" && e.ALLOW_SANDBOX_INVOICES !== "1") {
    throw new ConfigError(
      "ARCA_ENV: con NODE_ENV=production no se emiten comprobantes de prueba (sandbox); usá homologacion o produccion, o definí ALLOW_SANDBOX_INVOICES=1",
    );
  }
  return { environment, timeoutMs: e.ARCA_TIMEOUT_SECONDS * 1000 };
}

/**
 * Mercado Pago needs its three credentials. The sandbox is the default outside production and refuses to run
 * in production unless ALLOW_SANDBOX_PAYMENTS=1; its credentials default to values derived from the session
 * secret, stable across restarts.
 */
function paymentsConfig(
  e: z.infer<typeof envSchema>,
  ctx: { production: boolean; publicUrl: string; sessionSecret: string },
): PaymentsConfig {
  const provider = e.PAYMENTS_PROVIDER ?? (ctx.production ? "mercadopago" : "sandbox");
  const sandbox = {
    pendingDelayMs: e.SANDBOX_PENDING_DELAY_SECONDS > 0 ? e.SANDBOX_PENDING_DELAY_SECONDS * 1000 : null,
    notificationUrl: e.SANDBOX_NOTIFICATION_URL ?? `${ctx.publicUrl}/api/payments/webhook`,
  };
  if (provider === "mercadopago") {
    const why = e.PAYMENTS_PROVIDER
      ? "con PAYMENTS_PROVIDER=mercadopago"
      : "con NODE_ENV=production (o PAYMENTS_PROVIDER=sandbox y ALLOW_SANDBOX_PAYMENTS=1 para pagos de prueba)";
    for (const name of ["MP_PUBLIC_KEY", "MP_ACCESS_TOKEN", "MP_WEBHOOK_SECRET"] as const) {
      if (!e[name]) throw new ConfigError(`${name}: es obligatoria ${why}`);
    }
    return {
      provider,
      publicKey: e.MP_PUBLIC_KEY!,
      accessToken: e.MP_ACCESS_TOKEN!,
      webhookSecret: e.MP_WEBHOOK_SECRET!,
      sandbox,
    };
  }
  if (ctx.production && e.ALLOW_SANDBOX_PAYMENTS !== "1") {
    throw new ConfigError(
      "PAYMENTS_PROVIDER: con NODE_ENV=production no se aceptan pagos de prueba (sandbox); usa mercadopago o define ALLOW_SANDBOX_PAYMENTS=1",
    );
  }
  const derived = (label: string) => createHmac("sha256", ctx.sessionSecret).update(label).digest("hex");
  return {
    provider,
    publicKey: e.MP_PUBLIC_KEY ?? SANDBOX_PUBLIC_KEY,
    accessToken: e.MP_ACCESS_TOKEN ?? `TEST-${derived("sandbox access token")}`,
    webhookSecret: e.MP_WEBHOOK_SECRET ?? derived("sandbox webhook secret"),
    sandbox,
  };
}

/** SMTP when SMTP_URL is set; otherwise the local mailbox, which production only accepts when asked for. */
function mailConfig(
  e: z.infer<typeof envSchema>,
  ctx: { production: boolean; dataDir: string; publicUrl: string },
): MailConfig {
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? "smtp" : "mailbox");
  if (transport === "smtp" && !e.SMTP_URL) {
    throw new ConfigError("SMTP_URL: es obligatoria con MAIL_TRANSPORT=smtp, p. ej. smtp://127.0.0.1:2525");
  }
  if (ctx.production && transport === "mailbox" && e.MAIL_TRANSPORT !== "mailbox") {
    throw new ConfigError(
      "SMTP_URL: es obligatoria con NODE_ENV=production (o MAIL_TRANSPORT=mailbox para guardar los correos en DATA_DIR)",
    );
  }
  return {
    transport,
    smtpUrl: transport === "smtp" ? e.SMTP_URL : undefined,
    from: e.MAIL_FROM ?? `no-responder@${new URL(ctx.publicUrl).hostname}`,
    mailboxDir: path.join(ctx.dataDir, "mailbox"),
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
