/**
 * What a customer's browser posts on the way to a payment: '¡Lo quiero ya!', a discount code, the branch,
 * 'Pagar', the card token from the sandbox's browser endpoint and 'Confirmar Pago' (SPEC.md §3 field names).
 */
import { randomBytes } from "node:crypto";
import type { Answer, LoadClient } from "./load-http.ts";
import type { Customer } from "./load-customers.ts";
import { SANDBOX_PUBLIC_KEY, type LoadShop } from "./load-server.ts";

/** The seeded shop as the tests need it: what can be bought, where, and pages to browse. */
export interface ShopFacts {
  areas: { id: string; path: string }[];
  /** Branches whose franchise takes payments. */
  payableStores: string[];
  country: string;
  state: string;
  /** Pages an anonymous visitor reads. */
  pages: string[];
}

export async function shopFacts(shop: LoadShop): Promise<ShopFacts> {
  const areas = await shop.query<{ id: string; slug: string; category: string }>(
    `select p.id, p.slug, c.slug as category
       from products p
       join product_categories pc on pc.product_id = p.id and pc.position = 0
       join categories c on c.id = pc.category_id
      where p.enabled and p.public
      order by p.position`,
  );
  const stores = await shop.query<{ id: string; slug: string }>(
    `select s.id, s.slug from stores s join franchises f on f.id = s.franchise_id
      where s.enabled and f.fiserv_id is not null
        and s.fields @> '[{"entity":"depilacion-laser","value":"SI"}]' order by s.name`,
  );
  const [country] = await shop.query<{ id: string }>(`select id from countries where is_default`);
  const [state] = await shop.query<{ id: string }>(
    `select id from provinces where value = 'Capital Federal'`,
  );
  const posts = await shop.query<{ slug: string }>(`select slug from blog_posts where published limit 5`);
  const categories = [...new Set(areas.map((a) => a.category))];
  if (areas.length < 4 || stores.length === 0 || !country || !state) {
    throw new Error("the seeded shop lacks areas, payable branches or the billing geography");
  }
  return {
    areas: areas.map((a) => ({ id: a.id, path: `/areas/${a.category}/${a.slug}` })),
    payableStores: stores.map((s) => s.id),
    country: country.id,
    state: state.id,
    pages: [
      "/",
      "/areas",
      ...categories.map((c) => `/areas/${c}`),
      ...areas.slice(0, 12).map((a) => `/areas/${a.category}/${a.slug}`),
      "/locales",
      ...stores.slice(0, 3).map((s) => `/local?sucursal=${s.slug}`),
      "/blog",
      ...posts.map((p) => `/blog/${p.slug}`),
    ],
  };
}

/** The total a checkout page shows ("$ 43.600,00"), as 'Confirmar Pago' posts it ("43600.00"). */
export function totalShown(html: string): string {
  const shown = /<dt[^>]*>Total<\/dt><dd[^>]*>([^<]+)<\/dd>/.exec(html)?.[1];
  if (!shown) throw new Error("no total on the checkout page");
  return shown.replace(/[^\d,]/g, "").replace(",", ".");
}

/** The cardholder's first name decides the sandbox's answer. */
export type Holder = "APRO" | "OTHE" | "CONT";

/** A page attempt key, as the checkout makes it: 32 hex digits. */
export const newAttemptKey = () => randomBytes(16).toString("hex");

export class CheckoutBrowser {
  constructor(
    private readonly client: LoadClient,
    readonly customer: Customer,
    private readonly facts: ShopFacts,
    /** One address per customer, as one phone would have. */
    private readonly ip: string,
  ) {}

  private get cookies() {
    return { token: this.customer.session };
  }

  addToCart(productId: string): Promise<Answer> {
    return this.client.post("cart add", "/shop/cart", {
      form: { intent: "add", productId, quantity: "1" },
      cookies: this.cookies,
      ip: this.ip,
    });
  }

  applyCode(kind: string, code: string): Promise<Answer> {
    return this.client.post(kind, "/shop/checkout", {
      form: { intent: "coupon", code },
      cookies: this.cookies,
      ip: this.ip,
    });
  }

  checkoutPage(): Promise<Answer> {
    return this.client.get("checkout page", "/shop/checkout", { cookies: this.cookies, ip: this.ip });
  }

  /** The branch, then 'Pagar': the payment step. */
  async toPaymentStep(storeId: string): Promise<Answer> {
    const store = await this.client.post("checkout store", "/shop/checkout", {
      form: { intent: "store", storeId },
      cookies: this.cookies,
      ip: this.ip,
    });
    if (store.status !== 200) return store;
    return this.client.post("checkout pay", "/shop/checkout", {
      form: { intent: "pay" },
      cookies: this.cookies,
      ip: this.ip,
    });
  }

  /** A card token made the way the browser SDK makes it (a Visa test card). */
  async cardToken(holder: Holder): Promise<string> {
    const res = await this.client.post(
      "card token",
      `/sandbox/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(SANDBOX_PUBLIC_KEY)}`,
      {
        json: {
          card_number: "4509953566233704",
          security_code: "123",
          expiration_month: "11",
          expiration_year: "30",
          cardholder: {
            name: `${holder} Prueba`,
            identification: { type: "DNI", number: this.customer.document },
          },
        },
        ip: this.ip,
      },
    );
    if (res.status !== 201) throw new Error(`card token refused: ${res.status} ${res.body.slice(0, 200)}`);
    return (JSON.parse(res.body) as { id: string }).id;
  }

  async shownTotal(): Promise<string> {
    const page = await this.checkoutPage();
    if (page.status !== 200) throw new Error(`the checkout page answered ${page.status}`);
    return totalShown(page.body);
  }

  /**
   * The 'Confirmar Pago' form: the payment request with the total the page shows, the attempt key and the
   * billing address.
   */
  async confirmForm(token: string, attemptKey: string): Promise<Record<string, string>> {
    const billing = {
      name: "Lucía",
      surname: "Pérez",
      email: this.customer.email,
      address: "Av. Santa Fe 1234",
      address_information: "3° B",
      city: "Ciudad Autónoma de Buenos Aires",
      zip: "C1425",
      country: this.facts.country,
      state: this.facts.state,
    };
    return {
      intent: "confirm",
      attempt_key: attemptKey,
      token,
      payment_method_id: "visa",
      installments: "1",
      transaction_amount: await this.shownTotal(),
      email: this.customer.email,
      mobile_phone: "1145678901",
      identification_type: "DNI",
      identification_number: this.customer.document,
      ...Object.fromEntries(Object.entries(billing).map(([k, v]) => [`billing.${k}`, v])),
    };
  }

  confirm(form: Record<string, string>, kind = "confirm payment"): Promise<Answer> {
    return this.client.post(kind, "/shop/checkout", { form, cookies: this.cookies, ip: this.ip });
  }
}

/** The payment codes ('CND-…') a result page shows. */
export const paymentCodes = (html: string) => new Set(html.match(/CND-[0-9A-Z]{8}/g) ?? []);

/**
 * Takes a customer to the payment step through the pages: the areas in the cart, the code applied when one is
 * given, the branch chosen and 'Pagar'. Throws when any step is refused.
 */
export async function toPaymentStep(
  browser: CheckoutBrowser,
  opts: { areas: string[]; storeId: string; code?: string },
): Promise<void> {
  const steps: Answer[] = [];
  for (const area of opts.areas) steps.push(await browser.addToCart(area));
  if (opts.code) steps.push(await browser.applyCode("code", opts.code));
  steps.push(await browser.toPaymentStep(opts.storeId));
  const refused = steps.find((s) => s.status !== 200);
  if (refused) {
    throw new Error(`checkout step refused for ${browser.customer.email}: ${refused.status}`);
  }
}
