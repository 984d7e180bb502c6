import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A page kept gzip-compressed around the holes its nonce goes in: each part between two holes is compressed
 * on its own and ends on a byte boundary (sync flush, no final block), so a response is the parts with the
 * request's nonce between them as stored deflate blocks, closed by an empty final block and the gzip trailer.
 * Nothing is compressed per request, and no nonce is ever fixed in the kept bytes.
 */
export interface GzipParts {
  raw: Buffer[];
  deflated: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final deflate block with fixed codes and nothing but the end-of-block code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function gzipParts(parts: readonly string[]): GzipParts {
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const deflated = raw.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { raw, deflated };
}

/** A non-final stored deflate block holding `data` (at most 65535 bytes), starting on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip member of the page with `nonce` in every hole. */
export function gzipWithNonce(page: GzipParts, nonce: string): Buffer {
  const hole = Buffer.from(nonce, "utf8");
  const filler = storedBlock(hole);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(filler);
      crc = crc32(hole, crc);
      size += hole.length;
    }
    chunks.push(deflated);
    // Empty data is skipped: crc32 has been seen to answer 0 for it instead of the running value.
    if (page.raw[i]!.length > 0) crc = crc32(page.raw[i]!, crc);
    size += page.raw[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header takes gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.split(";").map((s) => s.trim().toLowerCase());
    if (name !== "gzip" && name !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
