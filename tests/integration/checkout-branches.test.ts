/**
 * The checkout's branches: the page carries a few suggestions (the customer's last-used branch first), the
 * dropdown looks names up on the server, and the whole grid is in the page only when it is unfolded.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "#server/db/schema/index.ts";
import { CheckoutBranches, SUGGESTED_BRANCHES } from "#server/modules/cart/branches.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";
import { insertPayment } from "../support/fixtures.ts";

describe.each([ENGINE])("the checkout's branches (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let http: Awaited<ReturnType<typeof checkoutHttp>>;
  let branches: CheckoutBranches;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    http = await checkoutHttp(shop);
    branches = new CheckoutBranches(shop.database.db);
  });
  afterAll(() => shop?.close());

  const storeNamed = async (name: string) => {
    const [store] = await shop.database.db.select().from(stores).where(eq(stores.name, name));
    return store!;
  };
  const get = (cookie: string, url: string) =>
    shop.app.inject({ url, headers: { cookie: `token=${cookie}` } });

  it("suggests the branch of the latest payment first, then the cart's, then a few by name", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-sugerida@example.com`, ["axilas"]);
    const before = await branches.suggestions(customer.accountId);
    expect(before).toHaveLength(SUGGESTED_BRANCHES);
    // Palermo is the cart's branch; none was used before.
    expect(before[0]!.name).toBe("Candela Palermo");
    expect(before.every((s) => s.payable)).toBe(true);

    const yerba = await storeNamed("Candela Yerba Buena");
    const salta = await storeNamed("Candela Salta");
    await insertPayment(shop.database.db, customer.accountId, salta, new Date("2026-03-01T12:00:00Z"));
    await insertPayment(shop.database.db, customer.accountId, yerba, new Date("2026-04-01T12:00:00Z"));
    const after = await branches.suggestions(customer.accountId);
    expect(after.map((s) => s.name).slice(0, 2)).toEqual(["Candela Yerba Buena", "Candela Palermo"]);
    expect(after[0]!.address).toMatch(/Tucumán/);
    expect(after.map((s) => s.name).slice(2)).toEqual(
      [...after.map((s) => s.name).slice(2)].sort((a, b) => a.localeCompare(b, "es-AR")),
    );

    // The page carries these and not every branch; the resource route answers the same.
    const page = await get(customer.cookie, "/shop/checkout");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(yerba.id);
    expect(page.body).not.toContain(salta.id);
    const resource = await get(customer.cookie, "/shop/checkout/stores");
    expect(resource.statusCode).toBe(200);
    expect(resource.json().stores.map((s: { id: string }) => s.id)).toEqual(after.map((s) => s.id));
  });

  it("finds payable branches by any part of their name, whatever the case and accents", async () => {
    expect((await branches.search("yerba")).map((s) => s.name)).toEqual(["Candela Yerba Buena"]);
    expect((await branches.search("TUCUMAN")).map((s) => s.name)).toEqual(["Candela San Miguel de Tucumán"]);
    // Rosario Centro cannot take payments: the dropdown does not offer it.
    expect(await branches.search("Rosario")).toEqual([]);
    expect(await branches.search("%")).toEqual([]);
    const customer = await http.customerAtPaymentStep(`${engine}-busca@example.com`, ["axilas"]);
    const found = await get(customer.cookie, "/shop/checkout/stores?q=yerba");
    expect(found.json()).toMatchObject({ q: "yerba", stores: [{ name: "Candela Yerba Buena" }] });
    const anonymous = await shop.app.inject({ url: "/shop/checkout/stores?q=yerba" });
    expect(anonymous.statusCode).toBe(302);
  });

  it("puts the whole grid in the page only when it is unfolded", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-grilla@example.com`, ["axilas"]);
    await http.post(customer, "/shop/checkout", { intent: "back" });
    const salta = await storeNamed("Candela Salta");
    const microcentro = await storeNamed("Candela Microcentro");
    const folded = await get(customer.cookie, "/shop/checkout");
    expect(folded.body).toContain("Ver todas las sucursales");
    expect(folded.body).not.toContain(salta.id);
    const unfolded = await get(customer.cookie, "/shop/checkout?sucursales=todas");
    expect(unfolded.body).toContain(`value="${salta.id}"`);
    expect(unfolded.body).toContain('aria-expanded="true"');
    // A branch that does not do the treatment is not in the grid at all.
    expect(unfolded.body).not.toContain(microcentro.id);
    expect((await branches.grid()).map((s) => s.id)).not.toContain(microcentro.id);
  });
});
