import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface AccountApprovedData {
  name: string;
  /** The verification token when the address is not verified yet: the link proves it, then offers the login. */
  token: string | null;
}

export const accountApprovedSubject = (_data: AccountApprovedData, ctx: MailContext) =>
  `Tu cuenta de ${ctx.client.name} fue aprobada`;

export function AccountApprovedMail({ data, ctx }: { data: AccountApprovedData; ctx: MailContext }) {
  const url = data.token
    ? `${ctx.publicUrl}/account-verify/${encodeURIComponent(data.token)}`
    : `${ctx.publicUrl}/account-login`;
  return (
    <MailLayout client={ctx.client} preview="Revisamos tu cuenta y ya podés ingresar.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Tu cuenta fue aprobada: nuestro equipo la revisó y ya podés ingresar a ${ctx.client.name}.`}
      </Text>
      <ActionButton href={url}>Ingresar a mi cuenta</ActionButton>
      {data.token ? (
        <Text style={styles.small}>
          El enlace confirma tu e-mail. Vence en 48 horas y sirve una sola vez; después ingresá con tu e-mail
          y tu contraseña.
        </Text>
      ) : null}
    </MailLayout>
  );
}
