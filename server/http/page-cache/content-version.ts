import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { contentVersion } from "#server/db/schema/index.ts";

/** Reads the content version (migration 0006: bumped by triggers on every content change). */
export function readContentVersion(db: Db): () => Promise<number> {
  return async () => {
    const [row] = await db
      .select({ version: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1));
    if (!row) throw new Error("content_version has no row");
    return row.version;
  };
}

/**
 * The content version as last read, read again when the last read started more than `maxAgeMs` ago.
 * Concurrent callers share one read, so the database sees at most about one query per `maxAgeMs`.
 * Whatever was committed before the returned version's read started is reflected in it.
 */
export class ContentVersionClock {
  private known: number | null = null;
  private readStartedAt = -Infinity;
  private reading: Promise<number> | null = null;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly maxAgeMs: number,
    private readonly onChange: () => void,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** The current version, at most `maxAgeMs` old; rejects when the database cannot be read. */
  current(): Promise<number> {
    if (this.known !== null && this.now() - this.readStartedAt <= this.maxAgeMs) {
      return Promise.resolve(this.known);
    }
    this.reading ??= this.refresh();
    return this.reading;
  }

  /** The version last read, without waiting: entries tagged otherwise are stale. */
  get latest(): number | null {
    return this.known;
  }

  private async refresh(): Promise<number> {
    const startedAt = this.now();
    try {
      const version = await this.read();
      if (version !== this.known) {
        this.known = version;
        this.onChange();
      }
      this.readStartedAt = startedAt;
      return version;
    } catch (err) {
      this.known = null;
      this.onChange();
      throw err;
    } finally {
      this.reading = null;
    }
  }
}
