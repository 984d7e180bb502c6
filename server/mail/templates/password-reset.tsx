import { Text } from "@react-email/components";
import { withNext } from "#domain/accounts/next-path.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface PasswordResetData {
  name: string;
  token: string;
  /** Where the customer was going: the link's page leads her on there (checked again when the mail is made). */
  next?: string;
}

export const passwordResetSubject = (_data: PasswordResetData, ctx: MailContext) =>
  `Restablecé tu contraseña de ${ctx.client.name}`;

export function PasswordResetMail({ data, ctx }: { data: PasswordResetData; ctx: MailContext }) {
  const url = `${ctx.publicUrl}${withNext(`/account-password/${encodeURIComponent(data.token)}`, data.next)}`;
  return (
    <MailLayout client={ctx.client} preview="Elegí una nueva contraseña para tu cuenta.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        Recibimos un pedido para restablecer la contraseña de tu cuenta. Para elegir una nueva, usá este
        botón:
      </Text>
      <ActionButton href={url}>Restablecer contraseña</ActionButton>
      <Text style={styles.small}>
        El enlace vence en 1 hora y sirve una sola vez. Si no lo pediste, ignorá este mensaje: tu contraseña
        actual sigue siendo válida.
      </Text>
    </MailLayout>
  );
}
