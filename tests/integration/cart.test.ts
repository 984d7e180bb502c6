import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePrice } from "#domain/pricing.ts";
import { franchises, stores } from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { CartError } from "#server/modules/cart/errors.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/database.ts";
import { demoProducts, insertAccount } from "../support/fixtures.ts";

describe.each(ENGINES)("the cart on %s", (engine) => {
  let database: TestDatabase;
  let cart: CartService;
  let uploads: string;
  let products: Awaited<ReturnType<typeof demoProducts>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    uploads = mkdtempSync(path.join(tmpdir(), "shop-uploads-"));
    await seedDemoData(database.db, { uploadsDir: uploads });
    cart = new CartService(database.db);
    products = await demoProducts(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("adds, lists and removes areas, with totals from the database", async () => {
    const account = await insertAccount(database.db);
    const [a, b] = products.available;
    await cart.add(account.id, { productId: a!.id, quantity: 1 });
    await cart.add(account.id, { productId: b!.id, quantity: 1 });
    await cart.add(account.id, { productId: b!.id, quantity: 1 });
    const view = await cart.view(account.id);
    expect(view.lines.map((l) => l.product.id)).toEqual([a!.id, b!.id]);
    expect(view.summary.subtotal).toBe(effectivePrice(a!) + effectivePrice(b!));
    expect(view.summary.total).toBe(view.summary.subtotal);
    expect(await cart.lines(account.id)).toHaveLength(2);
    await cart.remove(account.id, a!.id);
    expect((await cart.view(account.id)).lines.map((l) => l.product.id)).toEqual([b!.id]);
  });

  it("refuses an unavailable area and shows one that became unavailable without charging it", async () => {
    const account = await insertAccount(database.db);
    await expect(
      cart.add(account.id, { productId: products.unavailable.id, quantity: 1 }),
    ).rejects.toMatchObject({
      code: "product_unavailable",
    });
    const [a, b] = products.available;
    await cart.add(account.id, { productId: a!.id, quantity: 1 });
    await cart.add(account.id, { productId: b!.id, quantity: 1 });
    const { products: table } = await import("#server/db/schema/index.ts");
    await database.db.update(table).set({ enabled: false }).where(eq(table.id, b!.id));
    try {
      const view = await cart.view(account.id);
      expect(view.lines.find((l) => l.product.id === b!.id)?.available).toBe(false);
      expect(view.summary.total).toBe(effectivePrice(a!));
    } finally {
      await database.db.update(table).set({ enabled: true }).where(eq(table.id, b!.id));
    }
  });

  it("merges the browser's lines at login: no duplicates, nothing lost, twice is the same", async () => {
    const account = await insertAccount(database.db);
    const [a, b, c] = products.available;
    await cart.add(account.id, { productId: a!.id, quantity: 1 });
    const local = [
      { productId: b!.id, quantity: 1 },
      { productId: a!.id, quantity: 1 },
      { productId: c!.id, quantity: 2 },
      { productId: products.unavailable.id, quantity: 1 },
    ];
    await Promise.all([cart.merge(account.id, local), cart.merge(account.id, local)]);
    const view = await cart.view(account.id);
    expect(view.lines.map((l) => [l.product.id, l.quantity]).sort()).toEqual(
      [
        [a!.id, 1],
        [b!.id, 1],
        [c!.id, 2],
      ].sort(),
    );
  });

  it("takes only a branch whose franchise can take payments, and moves to the payment step", async () => {
    const account = await insertAccount(database.db);
    await cart.add(account.id, { productId: products.available[0]!.id, quantity: 1 });
    const all = await database.db
      .select({ id: stores.id, fiservId: franchises.fiservId })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId));
    const payable = all.find((s) => s.fiservId)!;
    const unpayable = all.find((s) => !s.fiservId)!;

    await expect(cart.goToPayment(account.id)).rejects.toMatchObject({ code: "store_required" });
    await expect(cart.chooseStore(account.id, unpayable.id)).rejects.toBeInstanceOf(CartError);
    expect((await cart.view(account.id)).store).toBeNull();

    await cart.chooseStore(account.id, payable.id);
    const moved = await cart.goToPayment(account.id);
    expect(moved.step).toBe(1);
    expect(moved.percentage).toBe(33);
    const reloaded = await cart.view(account.id);
    expect(reloaded).toMatchObject({
      step: 1,
      percentage: 33,
      store: { id: payable.id, fiservId: payable.fiservId },
    });

    await cart.backToSummary(account.id);
    expect((await cart.view(account.id)).step).toBe(0);
  });
});
