import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "#server/payments/sandbox/data/test-cards.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";
import { ACCESS_TOKEN, PUBLIC_KEY, call, causeCodes, startSandbox, type Harness } from "./sandbox-harness.ts";

describe.each([ENGINE])("the sandbox's browser endpoints on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;
  const q = `public_key=${PUBLIC_KEY}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });

  it("requires the public key (or the access token), like Mercado Pago", async () => {
    expect((await call(h.base, "GET", "/v1/identification_types")).status).toBe(401);
    expect((await call(h.base, "GET", "/v1/identification_types?public_key=TEST-other")).status).toBe(401);
    const withToken = await call(h.base, "GET", "/v1/identification_types", {
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });

  it("lists the Argentine identification types, DNI with 7 to 8 digits", async () => {
    const answer = await call(h.base, "GET", `/v1/identification_types?${q}`);
    expect(answer.status).toBe(200);
    const types = answer.body as unknown as { id: string; min_length: number; max_length: number }[];
    expect(types.map((t) => t.id)).toEqual(["DNI", "CI", "LC", "LE", "Otro"]);
    expect(types[0]).toMatchObject({ id: "DNI", min_length: 7, max_length: 8 });
  });

  it.each(TEST_CARDS.map((c) => [c.paymentMethodId, c.number] as const))(
    "detects %s from the BIN of its test card",
    async (methodId, number) => {
      const answer = await call(h.base, "GET", `/v1/payment_methods/search?bins=${number.slice(0, 6)}&${q}`);
      expect(answer.status).toBe(200);
      const results = answer.body.results as { id: string; payment_type_id: string }[];
      expect(results.map((r) => r.id)).toEqual([methodId]);
      const debit = methodId.startsWith("deb") || methodId === "maestro";
      expect(results[0]!.payment_type_id).toBe(debit ? "debit_card" : "credit_card");
    },
  );

  it("gives each method its settings and a thumbnail served locally as SVG", async () => {
    const answer = await call(h.base, "GET", `/v1/payment_methods/search?bins=37118030&${q}`);
    const [amex] = answer.body.results as {
      thumbnail: string;
      secure_thumbnail: string;
      settings: {
        card_number: { length: number };
        security_code: { length: number; card_location: string };
      }[];
    }[];
    expect(amex!.settings[0]).toMatchObject({
      card_number: { length: 15 },
      security_code: { length: 4, card_location: "front" },
    });
    expect(amex!.thumbnail.startsWith(`${h.base}/thumbnails/`)).toBe(true);
    const image = await fetch(amex!.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await image.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("answers an unknown BIN with no results and a malformed one with 400", async () => {
    const unknown = await call(h.base, "GET", `/v1/payment_methods/search?bins=999999&${q}`);
    expect(unknown.body).toMatchObject({ paging: { total: 0 }, results: [] });
    const bad = await call(h.base, "GET", `/v1/payment_methods/search?bins=45&${q}`);
    expect(bad.status).toBe(400);
  });

  it("gives the issuer a Visa BIN implies, and every bank where Mastercard asks for one", async () => {
    const visa = await call(
      h.base,
      "GET",
      `/v1/payment_methods/card_issuers?payment_method_id=visa&bin=450995&${q}`,
    );
    expect((visa.body as unknown as { id: string; name: string }[]).map((i) => [i.id, i.name])).toEqual([
      ["279", "Banco Galicia"],
    ]);
    const master = await call(
      h.base,
      "GET",
      `/v1/payment_methods/card_issuers?payment_method_id=master&bin=503175&${q}`,
    );
    const banks = master.body as unknown as { id: string; thumbnail: string }[];
    expect(banks.length).toBeGreaterThan(10);
    expect(banks.at(-1)!.id).toBe("1");
    expect((await fetch(banks[0]!.thumbnail)).status).toBe(200);
  });

  it("offers the real instalments response for a Visa of $ 100", async () => {
    const answer = await call(h.base, "GET", `/v1/payment_methods/installments?amount=100&bin=450995&${q}`);
    expect(answer.status).toBe(200);
    const [offer] = answer.body as unknown as {
      payment_method_id: string;
      issuer: { id: string };
      payer_costs: Record<string, unknown>[];
    }[];
    expect(offer!.payment_method_id).toBe("visa");
    expect(offer!.issuer.id).toBe("279");
    const costs = offer!.payer_costs.map((c) => [
      c.installments,
      c.installment_rate,
      c.installment_amount,
      c.total_amount,
    ]);
    expect(costs).toEqual([
      [1, 0, 100, 100],
      [3, 13.92, 37.97, 113.92],
      [6, 26.62, 21.1, 126.62],
      [9, 39.93, 15.55, 139.93],
      [12, 53.24, 12.77, 153.24],
    ]);
    expect(offer!.payer_costs[1]).toMatchObject({
      labels: ["CFT_120,42%|TEA_93,32%"],
      recommended_message: "3 cuotas de $ 37,97 ($ 113,92)",
    });
    expect(offer!.payer_costs[0]!.recommended_message).toBe("1 cuota de $ 100,00 ($ 100,00)");
  });

  it("honours the smallest amount of each plan and gives debit cards a single payment", async () => {
    const small = await call(h.base, "GET", `/v1/payment_methods/installments?amount=2.5&bin=450995&${q}`);
    const [offer] = small.body as unknown as { payer_costs: { installments: number }[] }[];
    expect(offer!.payer_costs.map((c) => c.installments)).toEqual([1, 3]);

    const debit = await call(h.base, "GET", `/v1/payment_methods/installments?amount=18500&bin=400276&${q}`);
    const [debitOffer] = debit.body as unknown as {
      payment_type_id: string;
      payer_costs: { installments: number }[];
    }[];
    expect(debitOffer!.payment_type_id).toBe("debit_card");
    expect(debitOffer!.payer_costs.map((c) => c.installments)).toEqual([1]);
  });

  it("offers Maestro, a debit card, the cuotas SPEC.md §9 sells it in", async () => {
    const maestro = await call(
      h.base,
      "GET",
      `/v1/payment_methods/installments?amount=18500&bin=501041&${q}`,
    );
    const [offer] = maestro.body as unknown as {
      payment_type_id: string;
      payer_costs: { installments: number }[];
    }[];
    expect(offer!.payment_type_id).toBe("debit_card");
    expect(offer!.payer_costs.map((c) => c.installments)).toEqual([1, 3, 6, 9, 12]);
  });

  it("refuses instalments without an amount", async () => {
    const answer = await call(h.base, "GET", `/v1/payment_methods/installments?bin=450995&${q}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("bad_request");
    expect(causeCodes(answer)).toHaveLength(1);
  });

  it("answers unknown paths with Mercado Pago's 404 body", async () => {
    const answer = await call(h.base, "GET", `/v1/nothing-here?${q}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: "not_found", status: 404 });
  });
});
