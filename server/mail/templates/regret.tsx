import { Text } from "@react-email/components";
import { formatLongDate } from "#domain/dates.ts";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";

export interface RegretAcceptedData {
  name: string;
  paymentCode: string;
  revocationCode: string;
}

export interface RegretLateData {
  name: string;
  paymentCode: string;
  /** ISO instant of the purchase. */
  purchasedAt: string;
}

export const regretAcceptedSubject = (data: RegretAcceptedData) =>
  `Recibimos tu arrepentimiento: código de revocación ${data.revocationCode}`;

export const regretLateSubject = (data: RegretLateData) =>
  `Tu solicitud de arrepentimiento de la compra ${data.paymentCode}`;

/** The revocation code of an accepted regret request (Res. SCI 424/2020 asks for it within 24 hours). */
export function RegretAcceptedMail({ data, ctx }: { data: RegretAcceptedData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview={`Código de revocación ${data.revocationCode}.`}>
      <Text style={styles.heading}>{`Hola, ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Recibimos tu arrepentimiento de la compra ${data.paymentCode}. Tu código de revocación es `}
        <strong>{data.revocationCode}</strong>.
      </Text>
      <Text style={styles.paragraph}>
        Vamos a devolver el importe en el mismo medio de pago; te avisaremos por e-mail cuando lo hagamos.
      </Text>
      <Text style={styles.small}>{`Si tenés dudas, escribinos a ${ctx.client.email}.`}</Text>
    </MailLayout>
  );
}

/** A request made after the term: recorded, with the reason, and staff will answer. */
export function RegretLateMail({ data, ctx }: { data: RegretLateData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview={`Tu solicitud sobre la compra ${data.paymentCode}.`}>
      <Text style={styles.heading}>{`Hola, ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Recibimos tu solicitud de arrepentimiento de la compra ${data.paymentCode}, del ${formatLongDate(data.purchasedAt)}. El plazo para arrepentirse es de 10 días corridos desde la compra y ya pasó.`}
      </Text>
      <Text style={styles.paragraph}>
        Registramos tu solicitud: nuestro equipo la va a revisar y te va a responder por este medio.
      </Text>
      <Text style={styles.small}>{`Si tenés dudas, escribinos a ${ctx.client.email}.`}</Text>
    </MailLayout>
  );
}
