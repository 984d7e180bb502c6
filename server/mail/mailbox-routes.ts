import type { FastifyInstance } from "fastify";
import { listMailbox, readMailbox } from "./transports/mailbox.ts";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const dateTime = new Intl.DateTimeFormat("es-AR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Argentina/Buenos_Aires",
});

/** A rendered mail may carry styles and images, never scripts, and may not be framed. */
const MAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

function page(title: string, body: string) {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1e293b}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0}a{color:#5b2a86}pre{white-space:pre-wrap;background:#f8fafc;padding:1rem}</style></head><body>${body}</body></html>`;
}

/**
 * The local mailbox at /dev/mail: the list of the mails a run without SMTP has "sent", and each of them
 * rendered. Registered only outside production and only when mail goes to the mailbox.
 */
export async function devMailboxRoutes(app: FastifyInstance, opts: { dir: string }) {
  app.get("/dev/mail", async (_request, reply) => {
    const mails = await listMailbox(opts.dir);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escape(dateTime.format(new Date(m.date)))}</td><td>${escape(m.to)}</td>` +
          `<td><a href="/dev/mail/${m.id}">${escape(m.subject)}</a></td>` +
          `<td><a href="/dev/mail/${m.id}/text">texto</a></td></tr>`,
      )
      .join("");
    const body =
      `<h1>Correos enviados (${mails.length})</h1>` +
      (mails.length === 0
        ? "<p>Todavía no se envió ningún correo.</p>"
        : `<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th><th>Texto</th></tr></thead><tbody>${rows}</tbody></table>`);
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(page("Correos enviados", body));
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id", async (request, reply) => {
    const mail = await readMailbox(opts.dir, request.params.id);
    if (!mail) return reply.status(404).type("text/plain; charset=utf-8").send("No existe ese correo.");
    return reply
      .header("cache-control", "no-store")
      .header("content-security-policy", MAIL_CSP)
      .type("text/html; charset=utf-8")
      .send(mail.html);
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id/text", async (request, reply) => {
    const mail = await readMailbox(opts.dir, request.params.id);
    if (!mail) return reply.status(404).type("text/plain; charset=utf-8").send("No existe ese correo.");
    const headers = `De: ${mail.from}\nPara: ${mail.to}\nAsunto: ${mail.subject}\nFecha: ${mail.date}\n\n`;
    return reply
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(headers + mail.text);
  });
}
