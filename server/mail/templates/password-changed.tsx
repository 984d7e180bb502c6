import { Link, Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";

export interface PasswordChangedData {
  name: string;
}

export const passwordChangedSubject = (_data: PasswordChangedData, ctx: MailContext) =>
  `Tu contraseña de ${ctx.client.name} fue modificada`;

export function PasswordChangedMail({ data, ctx }: { data: PasswordChangedData; ctx: MailContext }) {
  const loginUrl = `${ctx.publicUrl}/account-login`;
  return (
    <MailLayout client={ctx.client} preview="La contraseña de tu cuenta fue modificada.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        Te avisamos que la contraseña de tu cuenta fue modificada. Por seguridad cerramos todas las sesiones
        abiertas.
      </Text>
      <Text style={styles.paragraph}>
        Si no fuiste vos, restablecé tu contraseña desde{" "}
        <Link href={loginUrl} style={styles.link}>
          {loginUrl}
        </Link>
        {` y escribinos a ${ctx.client.email} o llamanos al ${ctx.client.phone}.`}
      </Text>
    </MailLayout>
  );
}
