import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import type { VisitorCart } from "#domain/personal-parts.ts";
import { holeText, isShown, type PageFill, type PagePiece, type PagePlan } from "./page-plan.ts";

export type KeptPiece = PagePiece & { raw?: Buffer };

/** A page's text for one cart, cut at its nonces: each run as it is and deflate-compressed. */
interface CartBody {
  runs: Buffer[];
  deflated: Buffer[];
}

/** Carts a page keeps compressed bodies for, the least recently sent first out. */
export const CART_BODIES_PER_PAGE = 8;
/** The most a compressed body takes of its text's bytes, counted for the cache's budget: HTML compresses more. */
export const COMPRESSED_SHARE = 0.25;
const WINDOW_BYTES = 32 * 1024;
/** Stands for the nonce while a cart's text is cut at its nonces; a zero byte never occurs in a page. */
const NONCE_MARK = "\u0000";

/**
 * A page kept for gzip responses. For each cart it is sent with (the cart decides every personal part but the
 * nonce), the page is compressed once, across its pieces, into deflate blocks that end on a byte boundary
 * (sync flush, no final block) at each nonce. A response is those blocks with its own nonces between them as
 * stored blocks, closed by an empty final block and the gzip trailer: nothing is compressed per request, and
 * nothing of one request is kept. In the text a block is compressed against, nonces are zero bytes, which no
 * HTML matches, so no back-reference reaches into one. A response whose nonce has another length than the
 * page was kept for, or a page holding a zero byte, is compressed whole instead.
 */
export class GzipPage {
  private readonly bodies = new Map<string, CartBody | null>();

  constructor(
    readonly pieces: readonly KeptPiece[],
    private readonly nonceBytes: number,
  ) {}

  /** The gzip member of the page as one response gets it. */
  filled(fill: PageFill): Buffer {
    const body = Buffer.byteLength(fill.nonce) === this.nonceBytes ? this.body(fill.cart) : null;
    if (!body) return gzipSync(plainFilled(this.pieces, fill));
    const nonce = Buffer.from(fill.nonce, "utf8");
    const storedNonce = storedBlocks(nonce);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    // Empty data is skipped: crc32 has been seen to answer 0 for it instead of the running value.
    const count = (raw: Buffer) => {
      if (raw.length > 0) crc = crc32(raw, crc);
      size += raw.length;
    };
    body.runs.forEach((run, i) => {
      if (i > 0) {
        chunks.push(...storedNonce);
        count(nonce);
      }
      chunks.push(body.deflated[i]!);
      count(run);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(chunks);
  }

  private body(cart: VisitorCart): CartBody | null {
    const key = cart.productIds.join(",");
    const known = this.bodies.get(key);
    if (known !== undefined) {
      this.bodies.delete(key);
      this.bodies.set(key, known);
      return known;
    }
    const body = compressForCart(this.pieces, cart, this.nonceBytes);
    this.bodies.set(key, body);
    for (const oldest of this.bodies.keys()) {
      if (this.bodies.size <= CART_BODIES_PER_PAGE) break;
      this.bodies.delete(oldest);
    }
    return body;
  }
}

export function gzipPieces(plan: PagePlan, nonceBytes: number): GzipPage {
  const pieces = plan.map((piece) =>
    piece.kind === "html" ? { ...piece, raw: Buffer.from(piece.text, "utf8") } : piece,
  );
  return new GzipPage(pieces, nonceBytes);
}

function compressForCart(
  pieces: readonly KeptPiece[],
  cart: VisitorCart,
  nonceBytes: number,
): CartBody | null {
  if (pieces.some((piece) => piece.raw?.includes(0))) return null;
  const text = plainFilled(pieces, { nonce: NONCE_MARK, cart }).toString("utf8");
  const runs = text.split(NONCE_MARK).map((run) => Buffer.from(run, "utf8"));
  const zeros = Buffer.alloc(nonceBytes);
  let window = Buffer.alloc(0);
  const deflated = runs.map((run, i) => {
    if (i > 0) window = Buffer.concat([window, zeros]);
    const dictionary = window.length > 0 ? { dictionary: window.subarray(-WINDOW_BYTES) } : {};
    const block = deflateRawSync(run, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...dictionary });
    window = Buffer.concat([window, run]).subarray(-WINDOW_BYTES);
    return block;
  });
  return { runs, deflated };
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
