import type { FastifyReply } from "fastify";

/** Kept inline: these pages are answered without the app, its stylesheet or its scripts. */
const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1e1b2e;background:#faf7fc}" +
  "header{padding:20px 24px;border-bottom:1px solid #ece4f3;background:#fff;font-weight:800;font-size:24px;color:#5b2a86}" +
  "main{max-width:560px;margin:48px auto;padding:0 24px}h1{font-size:28px;line-height:1.2;color:#3b1760}" +
  "p{font-size:17px;line-height:1.5}a.btn{display:inline-block;margin-top:12px;padding:12px 24px;border-radius:999px;" +
  "background:#5b2a86;color:#fff;font-weight:600;text-decoration:none}";

/** A page the server answers by itself, without the React app: plain Spanish HTML, no scripts. */
export function plainPageHtml(title: string, text: string): string {
  return (
    '<!doctype html><html lang="es-AR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>` +
    `<body><header>Candela</header><main><h1>${title}</h1><p>${text}</p>` +
    '<p><a class="btn" href="/">Volver al inicio</a></p></main></body></html>'
  );
}

/** Answers with such a page, never kept by a cache. */
export function sendPlainPage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(plainPageHtml(title, text));
}
