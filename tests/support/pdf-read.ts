/** Reads a PDF the shop made back, as a person or a phone's camera would: its text and the QR codes drawn on it. */
import jsQR from "jsqr";
import { extractImages, extractText, getDocumentProxy } from "unpdf";

// pdf.js hands fonts over with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks.
const proto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

/** The PDF's text in one string, its runs of spaces made one plain space. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\s\u00a0]+/g, " ");
}

/** The text of every QR drawn as an image on the PDF's pages, page by page. */
export async function pdfQrCodes(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const found: string[] = [];
  for (let page = 1; page <= proxy.numPages; page++) {
    for (const image of await extractImages(proxy, page)) {
      const pixels = image.width * image.height;
      const rgba = new Uint8ClampedArray(pixels * 4);
      for (let i = 0; i < pixels; i++) {
        for (let c = 0; c < 3; c++) {
          rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)]!;
        }
        rgba[i * 4 + 3] = 255;
      }
      const code = jsQR(rgba, image.width, image.height);
      if (code) found.push(code.data);
    }
  }
  return found;
}
