/**
 * One way to book, said the same everywhere: online from 'Mi cuenta' ('Reservar turno'), or by phoning the
 * branch. The area page's 'Cómo comprar', the terms, the result page, the purchase mail and the branch's mail
 * all say it, and none promises a booking e-mail or a call from the customer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "#server/db/client.ts";
import { payments, products, staticPages } from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import { decodeHtml } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";
import { SALE_SAMPLE } from "../support/mail-samples.ts";
import { mailContext } from "../support/mail-context.ts";

const ONLINE =
  "Reservá tu turno desde Mi cuenta, con «Reservar turno»: elegís el día y el horario de cada sesión.";
const HOW_TO_BUY = [
  "Elegí tus áreas y sumalas con «¡Lo quiero ya!».",
  "Elegí la sucursal donde vas a hacer el tratamiento.",
  "Pagá online con tarjeta, en cuotas cuando el área lo permite.",
  "Reservá tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal.",
];
const TERMS =
  "Una vez acreditado el pago, reservás tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal.";
/** What the shop said before: a booking e-mail to come, or the customer to call. */
const OTHER_WAYS = [
  /e-mail para (reservar|que reserves)/,
  /comunicate con la sucursal para reservar/,
  /va a comunicarse/,
  /desde tu cuenta/,
];

function expectOneWay(text: string) {
  for (const other of OTHER_WAYS) expect(text).not.toMatch(other);
}

function expectInOrder(text: string, parts: string[]) {
  const at = parts.map((p) => text.indexOf(p));
  for (const [i, found] of at.entries()) expect(found, parts[i]).toBeGreaterThanOrEqual(0);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

const SALE = SALE_SAMPLE;

describe("the mails say how to book", () => {
  const ctx = mailContext("https://shop.example");

  it("the purchase mail: 'Reservar turno' in Mi cuenta, the branch's phone as the other way", async () => {
    const mail = await renderMail(
      "purchase",
      {
        ...SALE,
        name: "Ana",
        store: { name: "Candela Palermo", address: "Av. Santa Fe 3253", phone: "011 4831-2200" },
        paymentMethod: "Visa",
        cardLastFour: "3704",
      },
      ctx,
    );
    const text = mail.text.replace(/\s+/g, " ");
    expectInOrder(text, [
      "Cómo reservar tu turno",
      ONLINE,
      "https://shop.example/my-account/turnos/reservar",
      "Si preferís, llamá a la sucursal Candela Palermo al 011 4831-2200 y te reservamos el turno.",
    ]);
    expectOneWay(text);
  });

  it("the branch's mail: the customer books online; if she calls, the agenda books for her", async () => {
    const mail = await renderMail(
      "branch_sale",
      {
        ...SALE,
        storeName: "Candela Palermo",
        customer: {
          name: "Ana",
          surname: "Gómez",
          identifire: "30111222",
          mobilePhone: "+5491145678901",
          email: "ana@example.com",
        },
        paymentMethod: "Visa",
      },
      ctx,
    );
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain("La clienta o el cliente reserva sus turnos online, desde Mi cuenta.");
    expect(text).toContain(
      "Si llama para reservar, reservale el turno desde la agenda: en https://shop.example/admin/agenda elegí Candela Palermo, «Reservar para un cliente», y buscala por su e-mail, ana@example.com.",
    );
    expectOneWay(text);
  });
});

describe.each([ENGINE])("the pages say how to book (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let http: Awaited<ReturnType<typeof checkoutHttp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    http = await checkoutHttp(shop);
  });
  afterAll(() => shop?.close());

  const text = async (url: string, cookie?: string) => {
    const res = await shop.app.inject({ url, headers: cookie ? { cookie: `token=${cookie}` } : {} });
    expect(res.statusCode, url).toBe(200);
    return decodeHtml(res.body);
  };

  it("the area page: 'Cómo comprar' in the real order, and no booking e-mail in the description", async () => {
    const page = await text("/areas/tratamientos-mujer/axilas");
    expect(page).toContain("Cómo comprar");
    expectInOrder(page, HOW_TO_BUY);
    expectOneWay(page);
  });

  it("the terms", async () => {
    const page = await text("/terminos-y-condiciones");
    expect(page).toContain(TERMS);
    expectOneWay(page);
  });

  it("the result page after an approved payment", async () => {
    const customer = await http.customerAtPaymentStep(`${engine}-como-reservar@example.com`, ["axilas"]);
    expect((await http.confirm(customer, 2_560_000)).statusCode).toBe(200);
    const [payment] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, customer.accountId));
    const page = await text(`/shop/checkout/success?pago=${payment!.id}`, customer.cookie);
    expectInOrder(page, [
      `Tu código de compra es ${payment!.paymentCode}. Te enviamos el comprobante por e-mail y le avisamos a Candela Palermo de tu compra.`,
      "Cómo reservar tu turno",
      ONLINE,
      'href="/my-account/turnos/reservar"',
      "Si preferís, llamá a la sucursal en su horario y te reservamos el turno.",
    ]);
    expectOneWay(page);
  });

  it("a shop seeded before loses the seeded booking e-mail promises; edited texts stay as they are", async () => {
    const db = shop.database.db;
    const OLD_TERMS = "Una vez acreditado el pago, te enviamos un e-mail para reservar tu turno.";
    const OLD_AREA =
      "<p>Después de la compra te enviamos un e-mail para que reserves tu turno en la sucursal que elijas.</p>";
    const [terms] = await db.select().from(staticPages).where(eq(staticPages.slug, "terminos-y-condiciones"));
    await db
      .update(staticPages)
      .set({ body: terms!.body.replace(TERMS, OLD_TERMS) })
      .where(eq(staticPages.slug, "terminos-y-condiciones"));
    const [axilas] = await db.select().from(products).where(eq(products.slug, "axilas"));
    await db
      .update(products)
      .set({ description: axilas!.description + OLD_AREA })
      .where(eq(products.slug, "axilas"));
    const edited = "<p>Después de la compra te llamamos para reservar.</p>";
    await db.update(products).set({ description: edited }).where(eq(products.slug, "bozo"));

    const fix = readFileSync(path.join(MIGRATIONS_DIR, "0029_how_to_book_texts.sql"), "utf8");
    for (const statement of fix.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const [fixedTerms] = await db
      .select()
      .from(staticPages)
      .where(eq(staticPages.slug, "terminos-y-condiciones"));
    expect(fixedTerms!.body).toBe(terms!.body);
    expect(fixedTerms!.version).toBe(terms!.version + 1);
    const [fixedAxilas] = await db.select().from(products).where(eq(products.slug, "axilas"));
    expect(fixedAxilas!.description).toBe(axilas!.description);
    const [bozo] = await db.select().from(products).where(eq(products.slug, "bozo"));
    expect(bozo!.description).toBe(edited);
  });
});
