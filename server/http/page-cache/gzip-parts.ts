import { constants, crc32, deflateRawSync } from "node:zlib";
import { holeText, isShown, type PageFill, type PagePiece, type PagePlan } from "./page-plan.ts";

/**
 * A page kept gzip-compressed around its holes: each piece of the page itself is compressed on its own and
 * ends on a byte boundary (sync flush, no final block), so a response is the pieces it shows with its own
 * hole texts between them as stored deflate blocks, closed by an empty final block and the gzip trailer.
 * Nothing is compressed per request, and nothing of one request is ever fixed in the kept bytes.
 */
export type KeptPiece = PagePiece & { raw?: Buffer; deflated?: Buffer };

export function gzipPieces(plan: PagePlan): KeptPiece[] {
  return plan.map((piece) => {
    if (piece.kind !== "html") return piece;
    const raw = Buffer.from(piece.text, "utf8");
    return { ...piece, raw, deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) };
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final deflate block with fixed codes and nothing but the end-of-block code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_BLOCK_MAX = 65_535;

/** Non-final stored deflate blocks holding `data`, each starting on a byte boundary. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_BLOCK_MAX) {
    const chunk = data.subarray(at, at + STORED_BLOCK_MAX);
    const block = Buffer.alloc(5 + chunk.length);
    block.writeUInt16LE(chunk.length, 1);
    block.writeUInt16LE(~chunk.length & 0xffff, 3);
    chunk.copy(block, 5);
    blocks.push(block);
  }
  return blocks;
}

/** The gzip member of the page as one response gets it. */
export function gzipFilled(pieces: readonly KeptPiece[], fill: PageFill): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const add = (raw: Buffer, compressed: Buffer[]) => {
    chunks.push(...compressed);
    // Empty data is skipped: crc32 has been seen to answer 0 for it instead of the running value.
    if (raw.length > 0) crc = crc32(raw, crc);
    size += raw.length;
  };
  for (const piece of pieces) {
    if (!isShown(piece, fill.cart)) continue;
    if (piece.raw && piece.deflated) {
      add(piece.raw, [piece.deflated]);
    } else {
      const hole = Buffer.from(holeText(piece, fill)!, "utf8");
      add(hole, storedBlocks(hole));
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The page as one response gets it, uncompressed (also a plan never kept). */
export function plainFilled(pieces: readonly KeptPiece[], fill: PageFill): Buffer {
  const chunks: Buffer[] = [];
  for (const piece of pieces) {
    if (!isShown(piece, fill.cart)) continue;
    const text = piece.kind === "html" ? piece.text : holeText(piece, fill)!;
    chunks.push(piece.raw ?? Buffer.from(text, "utf8"));
  }
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
