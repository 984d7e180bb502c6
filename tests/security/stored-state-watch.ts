import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { STORED_TABLES, storedState, type StoredTables } from "./fuzz-support.ts";

/**
 * `storedState`, read cheaply between the thousands of requests of a fuzz run: row triggers count the writes
 * to each fingerprinted table, and the rows are fingerprinted again only after some were written. A table
 * nobody wrote to cannot have changed, so the answer is the same as fingerprinting every time; a write of
 * the same values is still told apart from a change by the fingerprint.
 */
export async function watchStoredState(db: Db, tables: StoredTables = STORED_TABLES) {
  const statements = [
    "create unlogged table if not exists test_table_writes (name text primary key, writes bigint not null)",
    `create or replace function test_count_write() returns trigger language plpgsql as $$
      begin
        insert into test_table_writes values (TG_TABLE_NAME, 1)
          on conflict (name) do update set writes = test_table_writes.writes + 1;
        return null;
      end $$`,
    ...tables.hashed.flatMap((table) => [
      `drop trigger if exists test_count_write on ${table}`,
      `create trigger test_count_write after insert or update or delete on ${table}
        for each row execute function test_count_write()`,
      `drop trigger if exists test_count_truncate on ${table}`,
      `create trigger test_count_truncate after truncate on ${table}
        for each statement execute function test_count_write()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  let seenWrites: string | null = null;
  let state: Record<string, string> = {};
  return async function current(): Promise<Record<string, string>> {
    const result = await db.execute(sql`select name, writes from test_table_writes order by name`);
    const writes = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    if (writes !== seenWrites) {
      state = await storedState(db, tables);
      seenWrites = writes;
      return state;
    }
    if (tables.counted.length === 0) return state;
    return { ...state, ...(await storedState(db, { hashed: [], counted: tables.counted })) };
  };
}
