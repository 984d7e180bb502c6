import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, mailOutbox } from "#server/db/schema/index.ts";
import { postForm, registration } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { storedState } from "./fuzz-support.ts";
import { watchStoredState } from "./stored-state-watch.ts";

describe("the fuzz tests' cheap reading of the stored state", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp("pglite");
  });
  afterAll(() => shop?.close());

  it("answers what fingerprinting every table answers, before and after writes", async () => {
    const db = shop.database.db;
    const watched = await watchStoredState(db);
    expect(await watched()).toEqual(await storedState(db));

    await postForm(shop.app, "/account-register", registration("vigilada@example.com"));
    const afterSignUp = await watched();
    expect(afterSignUp).toEqual(await storedState(db));

    await db.update(accounts).set({ name: "Otra" }).where(eq(accounts.email, "vigilada@example.com"));
    const afterChange = await watched();
    expect(afterChange.accounts).not.toBe(afterSignUp.accounts);
    expect(afterChange).toEqual(await storedState(db));

    // A write of the same values is a write, but no change.
    await db.execute(sql`update ${accounts} set name = name where email = 'vigilada@example.com'`);
    expect(await watched()).toEqual(afterChange);

    await db.execute(sql`delete from ${mailOutbox}`);
    expect(await watched()).toEqual(await storedState(db));
  });
});
