import { describe, expect, it } from "vitest";
import { billingFormSchema } from "#domain/checkout/billing-form.ts";
import { cardFormSchema, INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";

/** Field → first message of a failed parse. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const BILLING = {
  name: "Lucía",
  surname: "Pérez",
  email: "lucia@example.com",
  address: "Av. Santa Fe 1234",
  address_information: "3° B",
  city: "CABA",
  zip: "C1425",
  country: "0b6f3f3e-55c5-4c55-9d0b-5c1b0f0c0a01",
  state: "7d1e6a52-0c3f-4c8e-9a6a-1b8f5b8f4c02",
};

const CARD = {
  email: "lucia@example.com",
  mobile_phone: "1145678901",
  docType: "DNI",
  docNumber: "12345678",
  cardholderName: "APRO",
  cardNumber: "4509 9535 6623 3704",
  cardExpirationMonth: "11",
  cardExpirationYear: "30",
  securityCode: "123",
  installments: "3",
};

describe("billing form (SPEC.md §5)", () => {
  it("accepts a complete address; the zip may be left out", () => {
    expect(billingFormSchema.safeParse(BILLING).success).toBe(true);
    const { zip: _zip, ...withoutZip } = BILLING;
    expect(billingFormSchema.parse(withoutZip).zip).toBeUndefined();
    expect(billingFormSchema.parse({ ...BILLING, zip: "" }).zip).toBeUndefined();
  });

  it.each([
    [
      "every text missing",
      { name: "", surname: "", address: "", address_information: "", city: "", email: "" },
      {
        name: "Campo requerido",
        surname: "Campo requerido",
        address: "Campo requerido",
        address_information: "Campo requerido",
        city: "Campo requerido",
        email: "Campo requerido",
      },
    ],
    [
      "texts over 255",
      { name: "a".repeat(256), address_information: "b".repeat(256) },
      {
        name: "El máximo debe ser 255",
        address_information: "El máximo debe ser 255",
      },
    ],
    ["a bad e-mail", { email: "lucia@example" }, { email: "E-mail inválido" }],
    ["an e-mail over 255", { email: `${"a".repeat(250)}@example.com` }, { email: "El máximo debe ser 255" }],
    ["the state placeholder", { state: "-1" }, { state: "Campo requerido" }],
    ["no country", { country: "-1", state: "-1" }, { country: "Campo requerido", state: "Campo requerido" }],
  ])("%s", (_name, over, expected) => {
    expect(errors(billingFormSchema.safeParse({ ...BILLING, ...over }))).toEqual(expected);
  });
});

describe("card form (SPEC.md §5)", () => {
  it("accepts the test card, keeping only the card number's digits", () => {
    const parsed = cardFormSchema().parse(CARD);
    expect(parsed.cardNumber).toBe("4509953566233704");
    expect(parsed.installments).toBe(3);
    expect(parsed.issuer).toBeUndefined();
  });

  it.each([
    [
      "everything missing",
      Object.fromEntries(Object.keys(CARD).map((k) => [k, ""])),
      {
        email: "Campo requerido",
        mobile_phone: "Campo requerido",
        docType: "Campo requerido",
        docNumber: "Campo requerido",
        cardholderName: "Campo requerido",
        cardNumber: "Campo requerido",
        cardExpirationMonth: "Campo requerido",
        cardExpirationYear: "Campo requerido",
        securityCode: "Campo requerido",
        installments: "Campo requerido",
      },
    ],
    ["a bad e-mail", { email: "lucia" }, { email: "E-mail inválido" }],
    ["a phone with letters", { mobile_phone: "11abc45678" }, { mobile_phone: "El valor debe ser numérico" }],
    [
      "a phone with its 0",
      { mobile_phone: "01145678901" },
      { mobile_phone: 'Sólo números, sin el "0" inicial.' },
    ],
    [
      "a phone with a bad area code",
      { mobile_phone: "5145678901" },
      {
        mobile_phone: "El número debe comenzar con una característica válida",
      },
    ],
    ["a short phone", { mobile_phone: "114567890" }, { mobile_phone: "El mínimo debe ser 10" }],
    ["a long phone", { mobile_phone: "1145678901234" }, { mobile_phone: "El máximo debe ser 12" }],
    ["a short document", { docNumber: "123456" }, { docNumber: "El mínimo debe ser 7" }],
    ["a long document", { docNumber: "123456789" }, { docNumber: "El máximo debe ser 8" }],
    ["a document with dots", { docNumber: "12.345.678" }, { docNumber: "Ingresá sólo números" }],
    ["the document type placeholder", { docType: "-1" }, { docType: "Campo requerido" }],
    [
      "a holder name over 30",
      { cardholderName: "A".repeat(31) },
      { cardholderName: "El máximo debe ser 30" },
    ],
    ["a 14-digit card number", { cardNumber: "3023 803018 0020" }, { cardNumber: "El mínimo debe ser 15" }],
    ["a 17-digit card number", { cardNumber: "45099535662337041" }, { cardNumber: "El máximo debe ser 16" }],
    [
      "letters in the card number",
      { cardNumber: "4509 9535 6623 37AB" },
      { cardNumber: "El valor debe ser numérico" },
    ],
    [
      "a one-digit month",
      { cardExpirationMonth: "1" },
      {
        cardExpirationMonth: "Ingresá 2 dígitos para mes y 2 dígitos para año",
      },
    ],
    [
      "a four-digit year",
      { cardExpirationYear: "2030" },
      {
        cardExpirationYear: "Ingresá 2 dígitos para mes y 2 dígitos para año",
      },
    ],
    ["a short security code", { securityCode: "12" }, { securityCode: "El mínimo debe ser 3" }],
    ["a long security code", { securityCode: "12345" }, { securityCode: "El máximo debe ser 4" }],
    [
      "no plan (the radios were still disabled)",
      { installments: undefined },
      { installments: "Campo requerido" },
    ],
  ])("%s", (_name, over, expected) => {
    expect(errors(cardFormSchema().safeParse({ ...CARD, ...over }))).toEqual(expected);
  });

  it("takes the document length from the chosen type", () => {
    const other = cardFormSchema({ docLength: { min: 5, max: 20 } });
    expect(other.safeParse({ ...CARD, docType: "Otro", docNumber: "123456789012" }).success).toBe(true);
    expect(errors(other.safeParse({ ...CARD, docType: "Otro", docNumber: "1234" }))).toEqual({
      docNumber: "El mínimo debe ser 5",
    });
  });

  it("asks for the issuer only when the selector is shown", () => {
    expect(cardFormSchema().parse({ ...CARD, issuer: "279" }).issuer).toBeUndefined();
    const withIssuer = cardFormSchema({ issuerRequired: true });
    expect(errors(withIssuer.safeParse({ ...CARD, issuer: "-1" }))).toEqual({ issuer: "Campo requerido" });
    expect(withIssuer.parse({ ...CARD, issuer: "279" }).issuer).toBe("279");
  });

  it("has the incomplete-form message of SPEC.md §5", () => {
    expect(INCOMPLETE_FORM_MESSAGE).toBe(
      "El formulario está incompleto, por favor verificá los campos con (*) ya que son requeridos.",
    );
  });
});
