import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: "debe ser un número de puerto" })
    .int("debe ser un número entero")
    .min(0, "debe estar entre 0 y 65535")
    .max(65535, "debe estar entre 0 y 65535")
    .default(3000),
  HOST: z.string().min(1, "no puede estar vacío").default("0.0.0.0"),
  PUBLIC_URL: z.url({ error: "debe ser una URL absoluta, p. ej. https://shop.example.com" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// (o no definirse para usar la base embebida)")
    .optional(),
  DATA_DIR: z.string().min(1, "no puede estar vacío").default("./data"),
  SESSION_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `debe ser uno de ${LOG_LEVELS.join(", ")}` }).default("info"),
  DATABASE_POOL_SIZE: z.coerce.number({ error: "debe ser un número" }).int().min(1).max(200).default(10),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  databasePoolSize: number;
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
    throw new ConfigError(`${name}: ${issue.message} (valor recibido: ${JSON.stringify(env[name] ?? "")})`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET: es obligatoria con NODE_ENV=production (al menos 32 caracteres)");
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    sessionSecret: e.SESSION_SECRET ?? localSessionSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
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
