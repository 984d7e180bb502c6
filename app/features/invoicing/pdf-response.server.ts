/** A voucher's PDF as the browser gets it: shown in its viewer, saved under the voucher's name, never cached. */
export function pdfResponse(file: { fileName: string; pdf: Buffer }): Response {
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "Content-Length": String(file.pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
