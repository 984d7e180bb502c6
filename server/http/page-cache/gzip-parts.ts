import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import { visitorCartScript, type VisitorCart } from "#domain/personal-parts.ts";
import { holeText, isShown, type PageFill, type PagePiece, type PagePlan } from "./page-plan.ts";

export type KeptPiece = PagePiece & { raw?: Buffer };

/**
 * A page's text as one set of personal parts shows it, cut where each response puts its own nonce or its
 * visitor's cart script: each run as it is and deflate-compressed.
 */
interface ShownBody {
  runs: Buffer[];
  deflated: Buffer[];
  /** What goes between run i and run i + 1. */
  gaps: ("nonce" | "cart-script")[];
}

/** Sets of personal parts a page keeps compressed bodies for, the least recently sent first out. */
export const BODIES_PER_PAGE = 8;
/** The most a compressed body takes of its text's bytes, counted for the cache's budget: HTML compresses more. */
export const COMPRESSED_SHARE = 0.25;
const WINDOW_BYTES = 32 * 1024;

/**
 * A page kept for gzip responses. For each set of personal parts it is sent with (which variants show, and the
 * cart's size), the page is compressed once, across its pieces, into deflate blocks that end on a byte
 * boundary (sync flush, no final block) at each nonce and at the cart script. A response is those blocks with
 * its own nonces and cart script between them as stored blocks, closed by an empty final block and the gzip
 * trailer: nothing of one request is kept, and a page seen again with the same parts compresses nothing. In
 * the text a block is compressed against, nonces are zero bytes, which no HTML matches, so no back-reference
 * reaches into one; the cart script's length varies, so nothing after it refers back past it. A response whose
 * nonce has another length than the page was kept for, or a page holding a zero byte, is compressed whole.
 */
export class GzipPage {
  private readonly bodies = new Map<string, ShownBody | null>();

  constructor(
    readonly pieces: readonly KeptPiece[],
    private readonly nonceBytes: number,
  ) {}

  /** The gzip member of the page as one response gets it. */
  filled(fill: PageFill): Buffer {
    const body = Buffer.byteLength(fill.nonce) === this.nonceBytes ? this.body(fill.cart) : null;
    if (!body) return gzipSync(plainFilled(this.pieces, fill));
    const nonce = Buffer.from(fill.nonce, "utf8");
    const script = Buffer.from(visitorCartScript(fill.cart, fill.nonce), "utf8");
    const stored = { nonce: storedBlocks(nonce), "cart-script": storedBlocks(script) };
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    // Empty data is skipped: crc32 has been seen to answer 0 for it instead of the running value.
    const count = (raw: Buffer) => {
      if (raw.length > 0) crc = crc32(raw, crc);
      size += raw.length;
    };
    body.runs.forEach((run, i) => {
      const gap = body.gaps[i - 1];
      if (gap) {
        chunks.push(...stored[gap]);
        count(gap === "nonce" ? nonce : script);
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

  private body(cart: VisitorCart): ShownBody | null {
    const key = shownParts(this.pieces, cart);
    const known = this.bodies.get(key);
    if (known !== undefined) {
      this.bodies.delete(key);
      this.bodies.set(key, known);
      return known;
    }
    const body = compressShown(this.pieces, cart, this.nonceBytes);
    this.bodies.set(key, body);
    for (const oldest of this.bodies.keys()) {
      if (this.bodies.size <= BODIES_PER_PAGE) break;
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

/** Which of the page's variants this cart shows, and the size it shows: what its text depends on. */
function shownParts(pieces: readonly KeptPiece[], cart: VisitorCart): string {
  let key = "";
  for (const piece of pieces) {
    if (piece.kind === "cart-script") continue;
    if (piece.variant) key += isShown(piece, cart) ? "1" : "0";
    if (piece.kind === "cart-count") key += `(${cart.count})`;
  }
  return key;
}

function compressShown(
  pieces: readonly KeptPiece[],
  cart: VisitorCart,
  nonceBytes: number,
): ShownBody | null {
  if (pieces.some((piece) => piece.raw?.includes(0))) return null;
  const texts = [""];
  const gaps: ShownBody["gaps"] = [];
  for (const piece of pieces) {
    if (!isShown(piece, cart)) continue;
    if (piece.kind === "nonce" || piece.kind === "cart-script") {
      gaps.push(piece.kind);
      texts.push("");
    } else {
      texts[texts.length - 1] += piece.kind === "html" ? piece.text : String(cart.count);
    }
  }
  const runs = texts.map((run) => Buffer.from(run, "utf8"));
  const zeros = Buffer.alloc(nonceBytes);
  let window = Buffer.alloc(0);
  const deflated = runs.map((run, i) => {
    const gap = gaps[i - 1];
    if (gap) window = gap === "nonce" ? Buffer.concat([window, zeros]) : Buffer.alloc(0);
    const dictionary = window.length > 0 ? { dictionary: window.subarray(-WINDOW_BYTES) } : {};
    const block = deflateRawSync(run, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...dictionary });
    window = Buffer.concat([window, run]).subarray(-WINDOW_BYTES);
    return block;
  });
  return { runs, deflated, gaps };
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
