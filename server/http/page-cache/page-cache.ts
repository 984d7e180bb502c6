import { ContentVersionClock } from "./content-version.ts";
import { BODIES_PER_PAGE, COMPRESSED_SHARE, type GzipPage, gzipPieces, plainFilled } from "./gzip-parts.ts";
import type { PageFill, PagePlan } from "./page-plan.ts";

export interface PageCacheOptions {
  /** Reads the content version from the database. */
  readVersion: () => Promise<number>;
  /** How old the known content version may get before it is read again (the staleness bound). */
  versionMaxAgeMs?: number;
  /** How long one rendered page is served, whatever the version (pages show the time of day). */
  ttlMs?: number;
  maxEntries?: number;
  /** Bytes of all entries together (plain and compressed). */
  maxTotalBytes?: number;
  /** Bytes of one page's HTML. */
  maxPageBytes?: number;
  now?: () => number;
}

/** A rendered page as kept: its headers and its HTML cut at its holes (page-plan.ts). */
export interface KeptPage {
  readonly version: number;
  readonly storedAt: number;
  readonly headers: readonly [name: string, value: string][];
  readonly body: GzipPage;
  readonly bytes: number;
}

/** A page with one request's holes filled: plain, or gzip-compressed when the request takes it. */
export interface PageResponse {
  headers: readonly [string, string][];
  body: Buffer;
  gzip: boolean;
}

export const PAGE_CACHE_VERSION_MAX_AGE_MS = 1_000;
export const PAGE_CACHE_TTL_MS = 60_000;

/**
 * Pages rendered for an audience, by audience and URL (path and query), least recently used first out. A
 * page is served only while the content version it was rendered under is still the current one and for at
 * most `ttlMs`; it is kept without anything of the request it was rendered for (page-plan.ts).
 */
export class PageCache {
  private readonly entries = new Map<string, KeptPage>();
  private totalBytes = 0;
  private readonly clock: ContentVersionClock;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxTotalBytes: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;

  constructor(opts: PageCacheOptions) {
    this.now = opts.now ?? performance.now.bind(performance);
    this.ttlMs = opts.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxTotalBytes = opts.maxTotalBytes ?? 64 * 1024 * 1024;
    this.maxPageBytes = opts.maxPageBytes ?? 1024 * 1024;
    this.clock = new ContentVersionClock(
      opts.readVersion,
      opts.versionMaxAgeMs ?? PAGE_CACHE_VERSION_MAX_AGE_MS,
      () => this.clear(),
      this.now,
    );
  }

  /** The content version to look up and render under; rejects when it cannot be read (then: no caching). */
  version(): Promise<number> {
    return this.clock.current();
  }

  /** The page kept for `key` under `version`, or null when there is none fresh. */
  get(key: string, version: number): KeptPage | null {
    const page = this.entries.get(key);
    if (!page) return null;
    if (page.version !== version || this.now() - page.storedAt > this.ttlMs) {
      this.remove(key, page);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /**
   * Keeps a page rendered under `version` (read before its rendering began) with `nonce`, and returns it;
   * null when it is not kept: too big, a header names the nonce, or `version` is no longer the latest known
   * one (the page may show older content).
   */
  set(
    key: string,
    version: number,
    rendered: { headers: [string, string][]; plan: PagePlan; bytes: number; nonce: string },
  ): KeptPage | null {
    const { headers, plan, nonce } = rendered;
    if (version !== this.clock.latest || !nonce || rendered.bytes > this.maxPageBytes) return null;
    if (headers.some(([, value]) => value.includes(nonce))) return null;
    const body = gzipPieces(plan, Buffer.byteLength(nonce));
    const text = body.pieces.reduce((sum, p) => sum + (p.raw?.length ?? 0), 0);
    const bytes = Math.ceil(text * (1 + BODIES_PER_PAGE * COMPRESSED_SHARE));
    const page: KeptPage = { version, storedAt: this.now(), headers, body, bytes };
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, page);
    this.totalBytes += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxTotalBytes) break;
      this.remove(oldest, old);
    }
    return page;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, page: KeptPage) {
    this.entries.delete(key);
    this.totalBytes -= page.bytes;
  }
}

/** The page as one request gets it: its own holes filled, gzip-compressed when asked for. */
export function pageResponse(page: KeptPage, fill: PageFill, gzip: boolean): PageResponse {
  const body = gzip ? page.body.filled(fill) : plainFilled(page.body.pieces, fill);
  return { headers: page.headers, body, gzip };
}
