/** The error every payment SDK call fails with. */
export type PaymentSdkOperation =
  "identificationTypes" | "paymentMethod" | "issuers" | "installments" | "cardToken";

/**
 * A failed SDK call. For `cardToken`, `causes` hold the field codes to list under 'Por favor verificá los
 * siguientes datos:' (domain/payments/errors.ts tokenErrorList); for the others the checkout shows
 * 'Atención, hubo un error y no podremos procesar el pago.'.
 */
export class PaymentSdkError extends Error {
  readonly operation: PaymentSdkOperation;
  readonly causes: { code: string; description: string }[];

  constructor(
    operation: PaymentSdkOperation,
    message: string,
    causes: { code: string; description: string }[] = [],
  ) {
    super(message);
    this.name = "PaymentSdkError";
    this.operation = operation;
    this.causes = causes;
  }

  get codes(): string[] {
    return this.causes.map((c) => c.code);
  }
}
