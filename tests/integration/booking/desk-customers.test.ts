/** Finding the customer who phoned by her exact e-mail; a franchise finds only customers of its own branches. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#domain/staff/permissions.ts";
import { DeskCustomers } from "#server/modules/booking/desk-customers.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { bookingShop, customerWithSessions } from "../../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";
import { insertAccount } from "../../support/fixtures.ts";

const as = (role: Role, franchiseId: string | null = null): Acting => ({
  actor: { id: "00000000-0000-4000-8000-000000000001", role, franchiseId },
  ip: null,
});

describe.each(ENGINES)("the booking desk's customer look-up (%s)", (engine) => {
  let database: TestDatabase;
  let customers: DeskCustomers;
  let shop: Awaited<ReturnType<typeof bookingShop>>;
  let other: Awaited<ReturnType<typeof bookingShop>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    customers = new DeskCustomers(database.db);
    shop = await bookingShop(database.db);
    other = await bookingShop(database.db);
  });
  afterAll(() => database?.destroy());

  it("finds one customer by her exact e-mail, whatever its case, and nobody by part of it", async () => {
    const { account } = await customerWithSessions(database.db, shop);
    const found = await customers.byEmail(as("support"), `  ${account.email.toUpperCase()} `);
    expect(found).toEqual([
      { id: account.id, name: account.name, surname: account.surname, email: account.email },
    ]);
    expect(await customers.byEmail(as("owner"), account.email.slice(1))).toEqual([]);
    expect(await customers.byEmail(as("owner"), "")).toEqual([]);
  });

  it("shows a franchise only customers with sessions bought at its branches", async () => {
    const { account } = await customerWithSessions(database.db, shop);
    const stranger = await insertAccount(database.db);
    expect(await customers.byEmail(as("franchise", shop.franchise.id), account.email)).toHaveLength(1);
    expect(await customers.byEmail(as("franchise", other.franchise.id), account.email)).toEqual([]);
    expect(await customers.byEmail(as("franchise", shop.franchise.id), stranger.email)).toEqual([]);
    expect(await customers.byEmail(as("franchise", null), account.email)).toEqual([]);
  });

  it("is refused to a role that does not book", async () => {
    await expect(customers.byEmail(as("editor"), "nadie@example.com")).rejects.toThrow(/forbidden/);
  });
});
