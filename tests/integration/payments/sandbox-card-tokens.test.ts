import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { luhnValid } from "#domain/payments/card.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";
import {
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

/** A Luhn-valid number with the given prefix and length. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, "0");
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error("unreachable");
}

describe.each([ENGINE])("sandbox card tokens on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });

  const tokenize = (body: unknown) =>
    call(h.base, "POST", `/v1/card_tokens?public_key=${PUBLIC_KEY}`, { body });

  it("issues an active 32-hex token valid for 7 days, keeping only the first six and last four digits", async () => {
    const answer = await tokenize(cardBody());
    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toMatchObject({
      status: "active",
      first_six_digits: "450995",
      last_four_digits: "3704",
      luhn_validation: true,
      live_mode: false,
      cardholder: { name: "APRO", identification: { type: "DNI", number: "12345678" } },
    });
    const due = new Date(String(answer.body.date_due)).getTime();
    expect(due - h.clock.current.getTime()).toBe(7 * 24 * 3600_000);
    expect(JSON.stringify(answer.body)).not.toContain("4509953566233704");
  });

  it("refuses a token request without the public key", async () => {
    const answer = await call(h.base, "POST", "/v1/card_tokens", { body: cardBody() });
    expect(answer.status).toBe(401);
  });

  // Each case breaks one field and must come back with exactly its cause code.
  const cases: [string, string, Record<string, unknown>][] = [
    ["205", "an empty card number", { card_number: "" }],
    ["208", "an empty month", { expiration_month: "" }],
    ["209", "an empty year", { expiration_year: "" }],
    [
      "212",
      "an empty document type",
      { cardholder: { name: "APRO", identification: { type: "", number: "12345678" } } },
    ],
    [
      "214",
      "an empty document number",
      { cardholder: { name: "APRO", identification: { type: "DNI", number: "" } } },
    ],
    [
      "221",
      "an empty cardholder name",
      { cardholder: { name: " ", identification: { type: "DNI", number: "12345678" } } },
    ],
    ["224", "an empty security code", { security_code: "" }],
    ["E301", "a number failing the Luhn check", { card_number: "4509953566233705" }],
    ["E301", "a number of the wrong length", { card_number: "450995356623370" }],
    ["E301", "a number of no known network", { card_number: luhnNumber("999999", 16) }],
    ["E302", "a security code of the wrong length", { security_code: "1234" }],
    [
      "316",
      "a cardholder name with symbols",
      { cardholder: { name: "AP<RO>", identification: { type: "DNI", number: "12345678" } } },
    ],
    [
      "316",
      "a cardholder name too short",
      { cardholder: { name: "AP", identification: { type: "DNI", number: "12345678" } } },
    ],
    [
      "322",
      "an unknown document type",
      { cardholder: { name: "APRO", identification: { type: "PAS", number: "12345678" } } },
    ],
    [
      "324",
      "a DNI of 6 digits",
      { cardholder: { name: "APRO", identification: { type: "DNI", number: "123456" } } },
    ],
    [
      "324",
      "a DNI of 9 digits",
      { cardholder: { name: "APRO", identification: { type: "DNI", number: "123456789" } } },
    ],
    [
      "324",
      "a DNI with letters",
      { cardholder: { name: "APRO", identification: { type: "DNI", number: "1234567A" } } },
    ],
    ["325", "month 13", { expiration_month: "13" }],
    ["326", "a year that is not a year", { expiration_year: "3" }],
    ["326", "an expiry date in the past", { expiration_month: "01", expiration_year: "26" }],
  ];

  it.each(cases)("answers %s for %s", async (code, _what, override) => {
    const answer = await tokenize(cardBody(override));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "bad_request", status: 400 });
    expect(causeCodes(answer)).toEqual([code]);
  });

  it("reports every failing field at once", async () => {
    const answer = await tokenize({ card_number: "", security_code: "", cardholder: {} });
    expect(causeCodes(answer)).toEqual(["205", "208", "209", "221", "212", "214", "224"]);
  });

  it("accepts this month as expiry, a 4-digit year, spaces in the number and a 7-digit DNI", async () => {
    const answer = await tokenize(
      cardBody({
        card_number: "4509 9535 6623 3704",
        expiration_month: "3",
        expiration_year: "2026",
        cardholder: { name: "APRO Gómez", identification: { type: "DNI", number: "1234567" } },
      }),
    );
    expect(answer.status).toBe(201);
  });

  it("takes Naranja numbers that fail the Luhn check, since Naranja is not validated", async () => {
    const answer = await tokenize(cardBody({ card_number: "5895627823453005" }));
    expect(answer.status).toBe(201);
    expect(answer.body.luhn_validation).toBe(false);
  });

  it("asks American Express for a 4-digit security code", async () => {
    const amex = { card_number: "371180303257522" };
    expect(causeCodes(await tokenize(cardBody({ ...amex, security_code: "123" })))).toEqual(["E302"]);
    expect((await tokenize(cardBody({ ...amex, security_code: "1234" }))).status).toBe(201);
  });

  it("lets Cordobesa cards leave the security code out", async () => {
    const answer = await tokenize(cardBody({ card_number: luhnNumber("542702", 16), security_code: "" }));
    expect(answer.status).toBe(201);
  });

  it("is single use: a second payment with the same token gets 2006", async () => {
    const token = await createToken(h.base);
    expect((await pay(h.base, paymentBody(token), "single-use-1")).status).toBe(201);
    const again = await pay(h.base, paymentBody(token, { transaction_amount: 99 }), "single-use-2");
    expect(again.status).toBe(400);
    expect(causeCodes(again)).toEqual(["2006"]);
    const read = await call(h.base, "GET", `/v1/card_tokens/${token}?public_key=${PUBLIC_KEY}`);
    expect(read.body.status).toBe("used");
  });

  it("expires: after 7 days the token gets 2006", async () => {
    const token = await createToken(h.base);
    h.clock.advance(7 * 24 * 3600_000);
    try {
      const answer = await pay(h.base, paymentBody(token), "expired-1");
      expect(answer.status).toBe(400);
      expect(causeCodes(answer)).toEqual(["2006"]);
      const read = await call(h.base, "GET", `/v1/card_tokens/${token}?public_key=${PUBLIC_KEY}`);
      expect(read.body.status).toBe("expired");
    } finally {
      h.clock.advance(-7 * 24 * 3600_000);
    }
  });

  it("answers an unknown token with 2006", async () => {
    const answer = await pay(h.base, paymentBody("0".repeat(32)), "unknown-token-1");
    expect(answer.status).toBe(400);
    expect(causeCodes(answer)).toEqual(["2006"]);
  });

  it("keeps a token that a refused payment request did not use", async () => {
    const token = await createToken(h.base);
    const refused = await pay(h.base, paymentBody(token, { payer: { email: "not-an-email" } }), "refused-1");
    expect(refused.status).toBe(400);
    expect((await pay(h.base, paymentBody(token, { transaction_amount: 1234 }), "refused-2")).status).toBe(
      201,
    );
  });
});
