import type { TokenFieldError } from "#domain/payments/errors.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { INCOMPLETE_FORM_MESSAGE, TOKEN_ERRORS_HEADING } from "./messages.ts";

/** Fields of the payment request and the billing address → the labels the customer sees. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: "E-mail",
  mobile_phone: "Celular",
  identification_type: "Tipo de documento",
  identification_number: "Número de documento",
  installments: "Cuotas",
  issuer: "Banco emisor",
  token: "Número de tarjeta",
  payment_method_id: "Número de tarjeta",
  "billing.name": "Nombre",
  "billing.surname": "Apellido",
  "billing.email": "E-mail de facturación",
  "billing.address": "Dirección",
  "billing.address_information": "Piso, departamento u otra referencia",
  "billing.city": "Ciudad",
  "billing.zip": "Código postal",
  "billing.country": "País",
  "billing.state": "Provincia",
};

/**
 * What the provider or the shop refused in the forms (SPEC.md §8): the card fields under 'Por favor verifica
 * los siguientes datos:', or the server's field messages under the incomplete-form message.
 */
export function PaymentProblems({
  cardErrors,
  fieldErrors,
}: {
  cardErrors: readonly TokenFieldError[] | null;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const fields = Object.entries(fieldErrors);
  return (
    <>
      {cardErrors ? (
        <Alert tone="error" title={TOKEN_ERRORS_HEADING}>
          <ul className="list-disc pl-5">
            {cardErrors.map((e) => (
              <li key={`${e.field}-${e.code}`}>
                <span className="font-semibold">{e.field}:</span> {e.description}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {fields.length > 0 ? (
        <Alert tone="error" title={INCOMPLETE_FORM_MESSAGE}>
          <ul className="list-disc pl-5">
            {fields.map(([name, message]) => (
              <li key={name}>
                <span className="font-semibold">{FIELD_LABELS[name] ?? name}:</span> {message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
