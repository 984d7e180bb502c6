import { describe, expect, it } from "vitest";
import {
  PAYMENT_ERROR_FALLBACK,
  PAYMENT_ERROR_MESSAGES,
  REJECTION_EXPLANATIONS,
  REJECTION_FALLBACK,
  TOKEN_CAUSES,
  TOKEN_ERRORS_HEADING,
  firstKnownPaymentError,
  installmentsErrorMessage,
  paymentErrorMessage,
  rejectionExplanation,
  tokenErrorList,
  tokenFieldError,
} from "#domain/payments/errors.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("token cause codes (SPEC §8 field codes)", () => {
  // code → [field name, description, card form input]
  const expected: [string, string, string, string | undefined][] = [
    ["205", "Número de tarjeta", "Ingresá el número de tu tarjeta.", "cardNumber"],
    ["208", "Mes de vencimiento", "Elegí un mes.", "cardExpirationMonth"],
    ["209", "Año de vencimiento", "Elegí un año.", "cardExpirationYear"],
    ["212", "Tipo de documento", "Ingresá tu tipo de documento.", "docType"],
    ["213", "Número de documento", "Ingresá tu documento.", "docNumber"],
    ["214", "Número de documento", "Ingresá tu documento.", "docNumber"],
    ["220", "Banco emisor", "Ingresá tu banco.", "issuer"],
    ["221", "Nombre del titular", "Ingresá el nombre y apellido.", "cardholderName"],
    ["224", "Código de seguridad", "Ingresá el código de seguridad.", "securityCode"],
    ["E301", "Número de tarjeta", "Ingresá un número de tarjeta válido.", "cardNumber"],
    ["E302", "Código de seguridad", "Revisá el código de seguridad.", "securityCode"],
    ["E203", "Código de seguridad", "Revisá el código de seguridad.", "securityCode"],
    ["316", "Nombre del titular", "Ingresá un nombre válido.", "cardholderName"],
    ["322", "Tipo de documento", "El tipo de documento es inválido.", "docType"],
    ["323", "Número de documento", "Revisá tu documento.", "docNumber"],
    ["324", "Número de documento", "El documento es inválido.", "docNumber"],
    ["325", "Mes de vencimiento", "El mes es inválido.", "cardExpirationMonth"],
    ["326", "Año de vencimiento", "El año es inválido.", "cardExpirationYear"],
  ];

  it.each(expected)("maps %s to its field and description", (code, field, description, input) => {
    expect(tokenFieldError(code)).toEqual({ code, field, description, input });
  });

  it("covers exactly the codes of the table", () => {
    expect(Object.keys(TOKEN_CAUSES).sort()).toEqual(expected.map(([code]) => code).sort());
  });

  it("accepts numeric codes and lower-case letters as the provider may send them", () => {
    expect(tokenFieldError(205).field).toBe("Número de tarjeta");
    expect(tokenFieldError("e301").description).toBe("Ingresá un número de tarjeta válido.");
  });

  it("maps any other code to 'Revisá los datos.' under General", () => {
    for (const code of ["999", "2006", "", "E999"]) {
      expect(tokenFieldError(code)).toEqual({ code, field: "General", description: "Revisá los datos." });
    }
  });

  it("lists the causes under the SPEC heading, once each, in the order received", () => {
    const list = tokenErrorList(["221", "E301", "221", "999", "214", "213", "000"]);
    expect(list.heading).toBe("Por favor verificá los siguientes datos:");
    expect(list.heading).toBe(TOKEN_ERRORS_HEADING);
    expect(list.items.map((i) => [i.field, i.description])).toEqual([
      ["Nombre del titular", "Ingresá el nombre y apellido."],
      ["Número de tarjeta", "Ingresá un número de tarjeta válido."],
      ["General", "Revisá los datos."],
      ["Número de documento", "Ingresá tu documento."],
    ]);
  });

  it("still says something when the provider gave no cause", () => {
    expect(tokenErrorList([]).items).toEqual([
      { code: "", field: "General", description: "Revisá los datos." },
    ]);
  });
});

describe("general payment error codes (SPEC §8)", () => {
  const expected: [string, string][] = [
    ["106", "No podés realizar pagos a usuarios de otros países."],
    ["126", "No pudimos procesar tu pago."],
    ["160", "No pudimos procesar tu pago."],
    [
      "129",
      "El medio de pago no procesa pagos del monto seleccionado. Elegí otra tarjeta u otro medio de pago.",
    ],
    ["145", "Una de las partes con la que intentás hacer el pago es de prueba y la otra es usuario real."],
    ["150", "No podés realizar pagos."],
    ["151", "No podés realizar pagos."],
    ["204", "El medio de pago no está disponible en este momento. Elegí otra tarjeta u otro medio de pago."],
    ["801", "Realizaste un pago similar hace instantes. Intentá nuevamente en unos minutos."],
    [
      "109",
      "El medio de pago no procesa pagos en la cantidad de cuotas elegida. Elegí otra tarjeta u otro medio de pago.",
    ],
  ];

  it.each(expected)("explains %s", (code, message) => {
    expect(paymentErrorMessage(code)).toBe(message);
    expect(paymentErrorMessage(Number(code))).toBe(message);
  });

  it("covers exactly those codes", () => {
    expect(Object.keys(PAYMENT_ERROR_MESSAGES).sort()).toEqual(expected.map(([c]) => c).sort());
  });

  it("falls back to a generic message for unknown or missing codes", () => {
    expect(paymentErrorMessage("2006")).toBe(PAYMENT_ERROR_FALLBACK);
    expect(paymentErrorMessage(undefined)).toBe(PAYMENT_ERROR_FALLBACK);
  });

  it("picks the first known code among several causes", () => {
    expect(firstKnownPaymentError(["2006", 801, "106"])).toBe("801");
    expect(firstKnownPaymentError(["2006"])).toBeUndefined();
  });

  it("has the SPEC's lookup and instalment screen messages", () => {
    expect(installmentsErrorMessage(1)).toBe("Atención, hubo un error. Por favor intentá más tarde. 1");
    expect(installmentsErrorMessage(2)).toBe("Atención, hubo un error. Por favor intentá más tarde. 2");
  });
});

describe("status_detail of rejected payments", () => {
  const ctx = { paymentMethodId: "visa", amount: 1_850_000, installments: 6 };
  const expected: [string, string][] = [
    ["cc_rejected_bad_filled_card_number", "Revisá el número de tarjeta."],
    ["cc_rejected_bad_filled_date", "Revisá la fecha de vencimiento."],
    ["cc_rejected_bad_filled_other", "Revisá los datos."],
    ["cc_rejected_bad_filled_security_code", "Revisá el código de seguridad de la tarjeta."],
    ["cc_rejected_blacklist", "No pudimos procesar tu pago."],
    [
      "cc_rejected_call_for_authorize",
      "Tenés que autorizar ante Visa el pago de $ 18.500,00. Luego volvé a intentarlo.",
    ],
    [
      "cc_rejected_card_disabled",
      "Llamá a Visa para activar tu tarjeta o usá otro medio de pago. El teléfono está al dorso de tu tarjeta.",
    ],
    ["cc_rejected_card_error", "No pudimos procesar tu pago."],
    [
      "cc_rejected_card_type_not_allowed",
      "Visa no está habilitada para esta compra. Elegí otra tarjeta u otro medio de pago.",
    ],
    [
      "cc_rejected_duplicated_payment",
      "Ya hiciste un pago por ese valor. Si necesitás volver a pagar, usá otra tarjeta u otro medio de pago.",
    ],
    ["cc_rejected_high_risk", "Tu pago fue rechazado. Elegí otro de los medios de pago."],
    ["cc_rejected_insufficient_amount", "Tu Visa no tiene fondos suficientes."],
    ["cc_rejected_invalid_installments", "Visa no procesa pagos en 6 cuotas."],
    [
      "cc_rejected_max_attempts",
      "Llegaste al límite de intentos permitidos. Elegí otra tarjeta u otro medio de pago.",
    ],
    ["cc_rejected_other_reason", "Visa no procesó el pago."],
    ["cc_rejected_3ds_challenge", "No pudimos validar la identidad del titular. Intentá nuevamente."],
    ["cc_rejected_3ds_mandatory", "Tu banco pide validar la identidad del titular. Usá otro medio de pago."],
    [
      "cc_amount_rate_limit_exceeded",
      "Superaste el límite de monto de Visa. Elegí otra tarjeta u otro medio de pago.",
    ],
    ["rejected_by_bank", "Tu banco rechazó el pago. Elegí otra tarjeta u otro medio de pago."],
    [
      "rejected_insufficient_data",
      "Faltan datos para procesar el pago. Revisá los datos e intentá nuevamente.",
    ],
    ["rejected_by_regulations", "El pago fue rechazado por regulaciones vigentes."],
    ["bank_error", "Hubo un error con el banco. Intentá nuevamente en unos minutos."],
  ];

  it.each(expected)("explains %s", (detail, message) => {
    expect(nbsp(rejectionExplanation(detail, ctx))).toBe(message);
  });

  it("covers every rejected status_detail of the reference", () => {
    expect(Object.keys(REJECTION_EXPLANATIONS).sort()).toEqual(expected.map(([d]) => d).sort());
  });

  it("reads well without the payment's context", () => {
    expect(rejectionExplanation("cc_rejected_insufficient_amount")).toBe(
      "Tu tarjeta no tiene fondos suficientes.",
    );
    expect(rejectionExplanation("cc_rejected_other_reason")).toBe("Tu tarjeta no procesó el pago.");
    expect(rejectionExplanation("cc_rejected_invalid_installments")).toBe(
      "Tu tarjeta no procesa pagos en esa cantidad de cuotas.",
    );
    expect(rejectionExplanation("cc_rejected_call_for_authorize")).toBe(
      "Tenés que autorizar ante tu tarjeta el pago de la compra. Luego volvé a intentarlo.",
    );
  });

  it("names the card network as the shopper knows it", () => {
    expect(rejectionExplanation("cc_rejected_other_reason", { paymentMethodId: "master" })).toBe(
      "Mastercard no procesó el pago.",
    );
    expect(rejectionExplanation("cc_rejected_other_reason", { paymentMethodId: "debvisa" })).toBe(
      "Visa Débito no procesó el pago.",
    );
  });

  it("falls back to a generic explanation", () => {
    expect(rejectionExplanation("cc_rejected_something_new")).toBe(REJECTION_FALLBACK);
    expect(rejectionExplanation(null)).toBe(REJECTION_FALLBACK);
  });
});
