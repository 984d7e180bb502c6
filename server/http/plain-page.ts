/** A page the server answers by itself, without the React app: plain Spanish HTML, no scripts. */
export function plainPageHtml(title: string, text: string): string {
  return (
    '<!doctype html><html lang="es-AR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p>` +
    '<p><a href="/">Volver al inicio</a></p></main></body></html>'
  );
}
