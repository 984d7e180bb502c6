import { Text } from "@react-email/components";
import { withNext } from "#domain/accounts/next-path.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface VerifyAccountData {
  name: string;
  token: string;
  /** Where the customer was going: the link's page leads her on there (checked again when the mail is made). */
  next?: string;
}

export const verifyAccountSubject = (_data: VerifyAccountData, ctx: MailContext) =>
  `Verificá tu cuenta de ${ctx.client.name}`;

export function VerifyAccountMail({ data, ctx }: { data: VerifyAccountData; ctx: MailContext }) {
  const url = `${ctx.publicUrl}${withNext(`/account-verify/${encodeURIComponent(data.token)}`, data.next)}`;
  return (
    <MailLayout client={ctx.client} preview="Confirmá tu e-mail para activar tu cuenta.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Gracias por registrarte en ${ctx.client.name}. Para activar tu cuenta, confirmá tu e-mail:`}
      </Text>
      <ActionButton href={url}>Verificar mi cuenta</ActionButton>
      <Text style={styles.small}>
        El enlace vence en 48 horas y sirve una sola vez. Si no creaste esta cuenta, ignorá este mensaje.
      </Text>
    </MailLayout>
  );
}
