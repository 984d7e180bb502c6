import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isProductId } from "#domain/cart/local-cart.ts";
import { mergeCartLines, type CartLine } from "#domain/cart/merge.ts";
import { checkoutReadiness } from "#domain/cart/readiness.ts";
import { checkoutSummary } from "#domain/cart/summary.ts";
import type { CouponTerms } from "#domain/coupons/rules.ts";
import { effectivePrice } from "#domain/pricing.ts";
import { applyPromotions } from "#domain/promotions/rules.ts";
import type { Db, Queryable, Tx } from "#server/db/client.ts";
import {
  accounts,
  cartCoupons,
  cartItems,
  carts,
  coupons,
  franchises,
  products,
  stores,
} from "#server/db/schema/index.ts";
import { productCardColumns } from "#server/modules/catalog/service.ts";
import { currentPromotionRules } from "#server/modules/promotions/service.ts";
import { storePayable } from "#server/modules/stores/service.ts";
import { CART_MESSAGES, CartError } from "./errors.ts";
import type { CartProduct, CartView } from "#domain/cart/views.ts";

export const CHECKOUT_PAYMENT_PERCENTAGE = 33;

/** SQL: the account's cart lines, oldest first, each with its area's card data (as `products()` reads it). */
const cartItemsJson = (accountId: string) => {
  const product = sql.join(
    Object.entries({ ...productCardColumns, public: products.public }).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
    ),
    sql`, `,
  );
  return sql<{ product: CartProduct; quantity: number }[]>`coalesce((
    select json_agg(json_build_object('quantity', ${cartItems.quantity}, 'product', json_build_object(${product}))
      order by ${cartItems.createdAt})
    from ${cartItems} inner join ${products} on ${products.id} = ${cartItems.productId}
    where ${cartItems.accountId} = ${accountId}), '[]'::json)`;
};

/** SQL: the codes applied to the account's cart, in the order they were applied. */
const cartCouponsJson = (accountId: string) =>
  sql<(Pick<CouponTerms, "code" | "kind" | "value"> & { id: string })[]>`coalesce((
    select json_agg(json_build_object('id', ${coupons.id}, 'code', ${coupons.code}, 'kind', ${coupons.kind},
      'value', ${coupons.value}) order by ${cartCoupons.createdAt})
    from ${cartCoupons} inner join ${coupons} on ${coupons.id} = ${cartCoupons.couponId}
    where ${cartCoupons.accountId} = ${accountId}), '[]'::json)`;

/** A product can go in a cart (and be paid for) only while it is enabled and published. */
const isAvailable = (p: { enabled: boolean; public: boolean }) => p.enabled && p.public;

type CartState = Partial<{ step: number; percentage: number; storeId: string | null; itemAddedAt: Date }>;

/** Writes the checkout state of the account's cart, creating its row the first time. */
export async function saveCartState(db: Queryable, accountId: string, state: CartState): Promise<void> {
  await db
    .insert(carts)
    .values({ accountId, ...state })
    .onConflictDoUpdate({ target: carts.accountId, set: state });
}

/** The signed-in customer's cart, its codes and the checkout state. Totals always come from the database. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Products by id with their card data, whatever their state. */
  products(ids: readonly string[], db: Queryable = this.db): Promise<CartProduct[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ ...productCardColumns, public: products.public })
      .from(products)
      .where(inArray(products.id, [...ids]));
  }

  /** Throws unless the area exists and can be bought now. */
  async assertAddable(productId: string): Promise<void> {
    const [product] = isProductId(productId) ? await this.products([productId]) : [];
    if (!product || !isAvailable(product)) {
      throw new CartError("product_unavailable", CART_MESSAGES.productUnavailable);
    }
  }

  /** Puts the area in the cart (or sets its quantity) when it can be bought now: one statement. */
  async add(accountId: string, line: CartLine): Promise<void> {
    if (!isProductId(line.productId))
      throw new CartError("product_unavailable", CART_MESSAGES.productUnavailable);
    const result = await this.db.execute(sql`
      with addable as (
        select ${products.id} as id from ${products}
        where ${products.id} = ${line.productId} and ${products.enabled} and ${products.public}
      ), item as (
        insert into ${cartItems} (account_id, product_id, quantity)
        select ${accountId}, id, ${line.quantity} from addable
        on conflict (account_id, product_id) do update set quantity = excluded.quantity
        returning 1
      ), state as (
        insert into ${carts} (account_id, item_added_at) select ${accountId}, now() from item
        on conflict (account_id) do update set item_added_at = excluded.item_added_at, updated_at = now()
      )
      select count(*)::int as added from item`);
    const [row] = (result as unknown as { rows: { added: number }[] }).rows;
    if (!row || row.added === 0) throw new CartError("product_unavailable", CART_MESSAGES.productUnavailable);
  }

  async remove(accountId: string, productId: string): Promise<void> {
    if (!isProductId(productId)) return;
    await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.accountId, accountId), eq(cartItems.productId, productId)));
  }

  /**
   * Merges the lines a visitor brought from the browser into the server cart (at login, and at registration
   * inside its transaction `within`). Unknown or unavailable areas are left out; nothing already in the
   * server cart is lost.
   */
  async merge(accountId: string, lines: readonly CartLine[], within?: Tx): Promise<void> {
    const local = lines.filter((l) => isProductId(l.productId));
    if (local.length === 0) return;
    const run = async (tx: Tx) => {
      const known = await this.products(
        local.map((l) => l.productId),
        tx,
      );
      const addable = new Set(known.filter(isAvailable).map((p) => p.id));
      const current = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.accountId, accountId));
      const merged = mergeCartLines(
        current,
        local.filter((l) => addable.has(l.productId)),
      );
      if (merged.length === 0) return;
      await tx
        .insert(cartItems)
        .values(merged.map((l) => ({ accountId, ...l })))
        .onConflictDoUpdate({
          target: [cartItems.accountId, cartItems.productId],
          set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
        });
      await this.saveState(accountId, { itemAddedAt: new Date() }, tx);
    };
    await (within ? run(within) : this.db.transaction(run));
  }

  /** The cart's lines alone (for the header badge and the "already in the cart" buttons). */
  lines(accountId: string): Promise<CartLine[]> {
    return this.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.accountId, accountId))
      .orderBy(asc(cartItems.createdAt));
  }

  /**
   * The cart as the checkout shows it. One query reads the state, the lines with their areas and the codes
   * (queries one after another, so it also runs inside a transaction's single connection); the automatic
   * promotions are read only when something can be paid.
   */
  async view(accountId: string, db: Queryable = this.db): Promise<CartView> {
    const now = this.now();
    const [state] = await db
      .select({
        step: carts.step,
        percentage: carts.percentage,
        storeId: stores.id,
        storeName: stores.name,
        fiservId: franchises.fiservId,
        storePayable,
        items: cartItemsJson(accountId),
        coupons: cartCouponsJson(accountId),
      })
      .from(accounts)
      .leftJoin(carts, eq(carts.accountId, accounts.id))
      .leftJoin(stores, eq(stores.id, carts.storeId))
      .leftJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(eq(accounts.id, accountId));
    const items = state?.items ?? [];
    const applied = state?.coupons ?? [];
    const { lines, summary } = await this.priced(items, applied, db, now);
    const store =
      state?.storeId && state.storeName
        ? {
            id: state.storeId,
            name: state.storeName,
            fiservId: state.fiservId ?? null,
            payable: state.storePayable,
          }
        : null;
    // A cart that can no longer be paid (an area or the branch stopped being available) is back at step 0,
    // where the reason is shown.
    const ready = checkoutReadiness({ lines, store }).ready;
    return {
      lines,
      coupons: applied.map(({ id, code }) => ({ id, code })),
      summary,
      step: ready ? (state?.step ?? 0) : 0,
      percentage: ready ? (state?.percentage ?? 0) : 0,
      store,
    };
  }

  /**
   * A guest's cart (the lines of her cookie) as the cart page shows it: the areas in the order she added them,
   * with the summary and the automatic promotions the checkout would give, worked out by the same rules. Ids
   * that name no area are left out; codes, the branch and the steps need an account, so there are none.
   */
  async guestView(cartLines: readonly CartLine[]): Promise<CartView> {
    const now = this.now();
    const products = new Map(
      (await this.products(cartLines.map((l) => l.productId).filter(isProductId))).map((p) => [p.id, p]),
    );
    const items = cartLines.flatMap(({ productId, quantity }) => {
      const product = products.get(productId);
      return product ? [{ product, quantity }] : [];
    });
    const { lines, summary } = await this.priced(items, [], this.db, now);
    return { lines, coupons: [], summary, step: 0, percentage: 0, store: null };
  }

  /**
   * The cart's lines with their availability, and its summary: totals over the areas that can be bought, less
   * the automatic promotions (read only when something can be paid) and the applied codes.
   */
  private async priced(
    items: readonly { product: CartProduct; quantity: number }[],
    applied: readonly Pick<CouponTerms, "code" | "kind" | "value">[],
    db: Queryable,
    now: Date,
  ): Promise<Pick<CartView, "lines" | "summary">> {
    const lines = items.map(({ product, quantity }) => ({
      product,
      quantity,
      available: isAvailable(product),
    }));
    const payable = lines.filter((l) => l.available);
    const rules = payable.length > 0 ? await currentPromotionRules(db, now) : [];
    const summary = checkoutSummary(
      payable.map((l) => ({
        price: l.product.price,
        priceOffer: l.product.priceOffer,
        quantity: l.quantity,
      })),
      applied,
      applyPromotions(
        payable.map((l) => ({
          productId: l.product.id,
          categories: l.product.categories,
          unitPrice: effectivePrice(l.product),
          quantity: l.quantity,
        })),
        rules,
        now,
      ),
    );
    return { lines, summary };
  }

  /**
   * Chooses the branch for the purchase. A branch that cannot take the payment (disabled, franchise without a
   * payment id, treatment not offered) is refused and the cart keeps no branch (SPEC.md §4). An id that names
   * no branch at all is only refused: it changes nothing.
   */
  async chooseStore(accountId: string, storeId: string): Promise<void> {
    const [store] = await this.db
      .select({ payable: storePayable })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(eq(stores.id, storeId));
    if (!store) throw new CartError("store_unavailable", CART_MESSAGES.storeUnavailable);
    const payable = store.payable;
    await this.saveState(accountId, { storeId: payable ? storeId : null, step: 0, percentage: 0 });
    if (!payable) throw new CartError("store_unavailable", CART_MESSAGES.storeUnavailable);
  }

  /** 'Pagar': to step 1 at 33 percent, only when the cart can be paid (`checkoutReadiness`). */
  async goToPayment(accountId: string): Promise<CartView> {
    const view = await this.view(accountId);
    const readiness = checkoutReadiness(view);
    if (!readiness.ready) throw new CartError(readiness.code, readiness.message);
    await this.saveState(accountId, { step: 1, percentage: CHECKOUT_PAYMENT_PERCENTAGE });
    return { ...view, step: 1, percentage: CHECKOUT_PAYMENT_PERCENTAGE };
  }

  /** 'Volver': back to the summary. */
  async backToSummary(accountId: string): Promise<void> {
    await this.saveState(accountId, { step: 0, percentage: 0 });
  }

  saveState(accountId: string, state: CartState, db: Queryable = this.db): Promise<void> {
    return saveCartState(db, accountId, state);
  }
}
