import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface EmailChangeConfirmData {
  name: string;
  newEmail: string;
  token: string;
}

export const emailChangeConfirmSubject = (_data: EmailChangeConfirmData, ctx: MailContext) =>
  `Confirmá tu nuevo e-mail de ${ctx.client.name}`;

/** Sent to the new address: the account moves to it only when this link is followed. */
export function EmailChangeConfirmMail({ data, ctx }: { data: EmailChangeConfirmData; ctx: MailContext }) {
  const url = `${ctx.publicUrl}/account-email/${encodeURIComponent(data.token)}`;
  return (
    <MailLayout client={ctx.client} preview="Confirmá el cambio de e-mail de tu cuenta.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Pediste que ${data.newEmail} sea el e-mail de tu cuenta de ${ctx.client.name}. Para confirmarlo, usá este botón:`}
      </Text>
      <ActionButton href={url}>Confirmar mi nuevo e-mail</ActionButton>
      <Text style={styles.small}>
        El enlace vence en 24 horas y sirve una sola vez. Hasta entonces tu cuenta sigue usando el e-mail
        anterior. Si no lo pediste, ignorá este mensaje.
      </Text>
    </MailLayout>
  );
}
