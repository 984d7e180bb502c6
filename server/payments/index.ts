/** Builds the payment provider PAYMENTS_PROVIDER asks for (and, for the sandbox, the sandbox itself). */
import { randomBytes } from "node:crypto";
import { SANDBOX_PUBLIC_KEY, type PaymentsConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { MercadoPagoProvider } from "./mercadopago/provider.ts";
import type { PaymentProvider } from "./provider.ts";
import { SandboxPaymentProvider } from "./sandbox/provider.ts";
import { MercadoPagoSandbox } from "./sandbox/sandbox.ts";

export interface Payments {
  provider: PaymentProvider;
  /** What the browser needs: which SDK to load and its public key. */
  browser: { provider: PaymentsConfig["provider"]; publicKey: string };
  /** The sandbox behind the provider, when PAYMENTS_PROVIDER=sandbox (its HTTP plugin is mounted by app.ts). */
  sandbox: MercadoPagoSandbox | null;
}

/** How often the sandbox's worker looks for due settlements and notifications. */
const SANDBOX_POLL_MS = 1000;

export function createPayments(database: Database, config: PaymentsConfig): Payments {
  const browser = { provider: config.provider, publicKey: config.publicKey };
  if (config.provider === "mercadopago") {
    return {
      provider: new MercadoPagoProvider({
        accessToken: config.accessToken,
        webhookSecret: config.webhookSecret,
      }),
      browser,
      sandbox: null,
    };
  }
  const sandbox = new MercadoPagoSandbox({
    db: database.db,
    publicKey: config.publicKey,
    accessToken: config.accessToken,
    webhookSecret: config.webhookSecret,
    notificationUrl: config.sandbox.notificationUrl,
    pendingDelayMs: config.sandbox.pendingDelayMs,
    pollMs: SANDBOX_POLL_MS,
  });
  return { provider: new SandboxPaymentProvider(sandbox), browser, sandbox };
}

/** Sandbox settings with fresh credentials, for services built without a configuration (tests). */
export function offlineSandboxPayments(): PaymentsConfig {
  return {
    provider: "sandbox",
    publicKey: SANDBOX_PUBLIC_KEY,
    accessToken: `TEST-${randomBytes(16).toString("hex")}`,
    webhookSecret: randomBytes(32).toString("hex"),
    sandbox: { pendingDelayMs: 30_000, notificationUrl: "http://localhost:3000/api/payments/webhook" },
  };
}
