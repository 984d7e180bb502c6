import type { Config } from "./config.ts";
import { DEMO_OWNER_EMAIL } from "./modules/staff/demo-owner.ts";

/**
 * The one plain line that ends the start-up: where to open the shop and, outside production, where the demo's
 * data, mails, test payments and back-office account are.
 */
export function readyLine(config: Config, opts: { demoLoaded: boolean }): string {
  const url = config.publicUrl;
  const parts = [`Candela lista en ${url}`];
  if (config.production) return parts[0]!;
  parts.push(
    opts.demoLoaded
      ? "datos de demostración cargados (códigos de descuento en el README, «Datos de demostración»)"
      : "base de datos existente",
  );
  parts.push(config.mail.transport === "mailbox" ? `correos en ${url}/dev/mail` : "correos por SMTP_URL");
  if (config.payments.provider === "sandbox") {
    parts.push("pagos de prueba: tarjetas en el README, «Pagos de prueba»");
  }
  parts.push(`panel en ${url}/admin (${DEMO_OWNER_EMAIL})`);
  return parts.join(" · ");
}
