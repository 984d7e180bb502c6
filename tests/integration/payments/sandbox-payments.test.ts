import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges, sandboxPayments } from "#server/db/schema/index.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";
import {
  ACCESS_TOKEN,
  PUBLIC_KEY,
  call,
  cardBody,
  causeCodes,
  createToken,
  pay,
  paymentBody,
  startSandbox,
  type Harness,
} from "./sandbox-harness.ts";

describe.each(ENGINES)("sandbox payments on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;
  let seq = 0;
  /** A payer of its own for each test, so that duplicate detection does not link unrelated tests. */
  const payer = () => ({
    email: `comprador${++seq}@example.com`,
    identification: { type: "DNI", number: "12345678" },
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });

  const paymentsWithKey = async (key: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, key))
    )[0]!.n;
  const chargesOf = async (paymentId: number) =>
    (
      await database.db
        .select({ n: count() })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.paymentId, paymentId))
    )[0]!.n;

  const outcomes: [string, string, string][] = [
    ["APRO", "approved", "accredited"],
    ["CONT", "in_process", "pending_contingency"],
    ["OTHE", "rejected", "cc_rejected_other_reason"],
    ["CALL", "rejected", "cc_rejected_call_for_authorize"],
    ["FUND", "rejected", "cc_rejected_insufficient_amount"],
    ["SECU", "rejected", "cc_rejected_bad_filled_security_code"],
    ["EXPI", "rejected", "cc_rejected_bad_filled_date"],
    ["FORM", "rejected", "cc_rejected_bad_filled_other"],
  ];

  it.each(outcomes)("ends a payment by %s as %s / %s", async (name, status, detail) => {
    const token = await createToken(h.base, cardBody({}, name));
    const answer = await pay(h.base, paymentBody(token, { payer: payer() }), `outcome-${name}`);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status,
      status_detail: detail,
      transaction_amount: 1850.5,
      payment_method_id: "visa",
      payment_type_id: "credit_card",
      live_mode: false,
      external_reference: "order-1",
      card: { first_six_digits: "450995", last_four_digits: "3704", cardholder: { name } },
    });
    expect(String(answer.body.id)).toMatch(/^\d+$/);
    expect(await chargesOf(Number(answer.body.id))).toBe(status === "approved" ? 1 : 0);
    const read = await call(h.base, "GET", `/v1/payments/${answer.body.id}`, {
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(read.body).toMatchObject({ id: answer.body.id, status, status_detail: detail });
  });

  it("declines a CONT payment with binary_mode instead of leaving it in process", async () => {
    const token = await createToken(h.base, cardBody({}, "CONT"));
    const answer = await pay(h.base, paymentBody(token, { payer: payer(), binary_mode: true }), "binary-1");
    expect(answer.body).toMatchObject({ status: "rejected", status_detail: "cc_rejected_other_reason" });
  });

  it("declines any other cardholder name as a general error", async () => {
    const token = await createToken(h.base, cardBody({}, "JUAN PEREZ"));
    const answer = await pay(h.base, paymentBody(token, { payer: payer() }), "other-name-1");
    expect(answer.body).toMatchObject({ status: "rejected", status_detail: "cc_rejected_other_reason" });
  });

  it("adds the instalment interest to what the buyer pays", async () => {
    const token = await createToken(h.base);
    const answer = await pay(
      h.base,
      paymentBody(token, { payer: payer(), transaction_amount: 100, installments: 3 }),
      "interest-1",
    );
    expect(answer.body).toMatchObject({
      status: "approved",
      installments: 3,
      transaction_amount: 100,
      transaction_details: { total_paid_amount: 113.92, installment_amount: 37.97 },
      fee_details: [{ type: "financing_fee", fee_payer: "payer", amount: 13.92 }],
    });
  });

  it("charges no interest on the cuotas the seller account offers interest-free (the shop's account)", async () => {
    const shop = await startSandbox(database, { interestFreeInstallments: undefined });
    try {
      const costs = await call(
        shop.base,
        "GET",
        `/v1/payment_methods/installments?amount=436&bin=450995&public_key=${PUBLIC_KEY}`,
      );
      const [offer] = costs.body as unknown as { payer_costs: Record<string, unknown>[] }[];
      expect(offer!.payer_costs.map((c) => [c.installments, c.installment_rate, c.total_amount])).toEqual([
        [1, 0, 436],
        [3, 0, 436],
        [6, 0, 436],
        [9, 0, 436],
        [12, 0, 436],
      ]);
      expect(offer!.payer_costs[1]).toMatchObject({
        labels: ["CFT_0,00%|TEA_0,00%"],
        installment_amount: 145.33,
        recommended_message: "3 cuotas de $ 145,33 ($ 436,00)",
      });

      const token = await createToken(shop.base, cardBody({}, "APRO"));
      const answer = await pay(
        shop.base,
        paymentBody(token, { payer: payer(), transaction_amount: 436, installments: 3 }),
        "interest-free-1",
      );
      expect(answer.body).toMatchObject({
        status: "approved",
        transaction_amount: 436,
        transaction_details: { total_paid_amount: 436, installment_amount: 145.33 },
      });
    } finally {
      await shop.close();
    }
  });

  it("rejects instalments the card does not offer (debit cards take one)", async () => {
    const token = await createToken(h.base, cardBody({ card_number: "4002768694395619" }));
    const answer = await pay(
      h.base,
      paymentBody(token, { payer: payer(), payment_method_id: "debvisa", installments: 3 }),
      "debit-3",
    );
    expect(answer.body).toMatchObject({
      status: "rejected",
      status_detail: "cc_rejected_invalid_installments",
      payment_type_id: "debit_card",
    });
  });

  it("refuses a payment_method_id that is not the card's", async () => {
    const token = await createToken(h.base);
    const answer = await pay(
      h.base,
      paymentBody(token, { payer: payer(), payment_method_id: "master" }),
      "diff-1",
    );
    expect(answer.status).toBe(400);
    expect(causeCodes(answer)).toEqual(["diff_param_bins"]);
  });

  it("checks the required fields", async () => {
    const answer = await pay(h.base, { payer: {} }, "fields-1");
    expect(answer.status).toBe(400);
    expect(causeCodes(answer)).toEqual(["4037", "3003", "109", "4004", "4050"]);
    const badAmount = await pay(h.base, paymentBody("x", { transaction_amount: 10.005 }), "fields-2");
    expect(causeCodes(badAmount)).toEqual(["4037"]);
    // Values that String() cannot turn into text are refused like any other wrong type.
    for (const [i, issuer_id] of [{ toString: 1 }, { valueOf: {} }, [1, 2], 1.5, -3].entries()) {
      const badIssuer = await pay(h.base, paymentBody("x", { issuer_id }), `fields-issuer-${i}`);
      expect(badIssuer.status).toBe(400);
      expect(causeCodes(badIssuer)).toContain("4000");
    }
  });

  it("refuses amounts and instalments no column can hold, with a real card token", async () => {
    const token = await createToken(h.base);
    const huge = await pay(
      h.base,
      paymentBody(token, { payer: payer(), transaction_amount: 1e300 }),
      "huge-1",
    );
    expect(huge.status).toBe(400);
    expect(causeCodes(huge)).toEqual(["4037"]);
    // Positive, but less than a centavo: it would be stored as no money at all.
    const tiny = await pay(
      h.base,
      paymentBody(token, { payer: payer(), transaction_amount: 1e-9 }),
      "tiny-1",
    );
    expect(tiny.status).toBe(400);
    expect(causeCodes(tiny)).toEqual(["4037"]);
    const many = await pay(h.base, paymentBody(token, { payer: payer(), installments: 1e300 }), "huge-2");
    expect(many.status).toBe(400);
    expect(causeCodes(many)).toEqual(["109"]);
  });

  it("requires the access token", async () => {
    const token = await createToken(h.base);
    const body = paymentBody(token, { payer: payer() });
    expect(
      (await call(h.base, "POST", "/v1/payments", { body, headers: { "x-idempotency-key": "a-1" } })).status,
    ).toBe(401);
    expect((await pay(h.base, body, "a-2", "TEST-wrong")).status).toBe(401);
    expect((await call(h.base, "GET", "/v1/payments/1300000001")).status).toBe(401);
    // The token was not used by the refused requests.
    expect((await pay(h.base, body, "a-3")).status).toBe(201);
  });

  it("answers an unknown payment with 404", async () => {
    const answer = await call(h.base, "GET", "/v1/payments/42", {
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(answer.status).toBe(404);
    expect(causeCodes(answer)).toEqual(["2000"]);
  });

  describe("idempotency", () => {
    it("refuses a payment without X-Idempotency-Key", async () => {
      const token = await createToken(h.base);
      const answer = await pay(h.base, paymentBody(token, { payer: payer() }), null);
      expect(answer.status).toBe(400);
      expect(causeCodes(answer)).toEqual(["idempotency_key_required"]);
    });

    it("answers the same key with the same payment and charges once", async () => {
      const token = await createToken(h.base);
      const body = paymentBody(token, { payer: payer() });
      const first = await pay(h.base, body, "same-key-1");
      const second = await pay(h.base, body, "same-key-1");
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(await paymentsWithKey("same-key-1")).toBe(1);
      expect(await chargesOf(Number(first.body.id))).toBe(1);
    });

    it("gives the stored payment even if a retry's body differs", async () => {
      const token = await createToken(h.base);
      const first = await pay(h.base, paymentBody(token, { payer: payer() }), "same-key-2");
      const retry = await pay(h.base, paymentBody("f".repeat(32), { transaction_amount: 1 }), "same-key-2");
      expect(retry.body).toMatchObject({ id: first.body.id, transaction_amount: 1850.5 });
    });

    it("makes one payment and one charge when two requests with the same key race", async () => {
      const token = await createToken(h.base);
      const body = paymentBody(token, { payer: payer() });
      const answers = await Promise.all([
        pay(h.base, body, "race-key-1"),
        pay(h.base, body, "race-key-1"),
        pay(h.base, body, "race-key-1"),
      ]);
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await paymentsWithKey("race-key-1")).toBe(1);
      expect(await chargesOf(Number(answers[0]!.body.id))).toBe(1);
    });

    it("never pays twice when two keys race for the same card and amount", async () => {
      const buyer = payer();
      const [t1, t2] = [await createToken(h.base), await createToken(h.base)];
      const answers = await Promise.all([
        pay(h.base, paymentBody(t1, { payer: buyer, transaction_amount: 777 }), "race-dup-1"),
        pay(h.base, paymentBody(t2, { payer: buyer, transaction_amount: 777 }), "race-dup-2"),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(causeCodes(answers.find((a) => a.status === 400)!)).toEqual(["801"]);
    });
  });

  describe("duplicate detection", () => {
    it("refuses the same card, amount and payer again within a minute with 801", async () => {
      const buyer = payer();
      const first = await pay(h.base, paymentBody(await createToken(h.base), { payer: buyer }), "dup-1");
      expect(first.body.status).toBe("approved");
      const again = await pay(h.base, paymentBody(await createToken(h.base), { payer: buyer }), "dup-2");
      expect(again.status).toBe(400);
      expect(again.body.message).toBe("Already posted the same request in the last minute");
      expect(causeCodes(again)).toEqual(["801"]);
    });

    it("lets the same payment through after the minute", async () => {
      const buyer = payer();
      await pay(h.base, paymentBody(await createToken(h.base), { payer: buyer }), "dup-3");
      h.clock.advance(61_000);
      const later = await pay(h.base, paymentBody(await createToken(h.base), { payer: buyer }), "dup-4");
      expect(later.status).toBe(201);
    });

    it("does not count another amount, another payer or a rejected attempt", async () => {
      const buyer = payer();
      await pay(h.base, paymentBody(await createToken(h.base), { payer: buyer }), "dup-5");
      const otherAmount = await pay(
        h.base,
        paymentBody(await createToken(h.base), { payer: buyer, transaction_amount: 10 }),
        "dup-6",
      );
      expect(otherAmount.status).toBe(201);
      const otherPayer = await pay(
        h.base,
        paymentBody(await createToken(h.base), { payer: payer() }),
        "dup-7",
      );
      expect(otherPayer.status).toBe(201);

      const retrier = payer();
      const rejected = await pay(
        h.base,
        paymentBody(await createToken(h.base, cardBody({}, "FUND")), { payer: retrier }),
        "dup-8",
      );
      expect(rejected.body.status).toBe("rejected");
      const retry = await pay(h.base, paymentBody(await createToken(h.base), { payer: retrier }), "dup-9");
      expect(retry.body.status).toBe("approved");
    });
  });
});
