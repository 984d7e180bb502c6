import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";
import { NotYouParagraph } from "./not-you.tsx";

export interface PasswordChangedData {
  name: string;
}

export const passwordChangedSubject = (_data: PasswordChangedData, ctx: MailContext) =>
  `Tu contraseña de ${ctx.client.name} fue modificada`;

export function PasswordChangedMail({ data, ctx }: { data: PasswordChangedData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview="La contraseña de tu cuenta fue modificada.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        Te avisamos que la contraseña de tu cuenta fue modificada. Por seguridad cerramos todas las sesiones
        abiertas.
      </Text>
      <NotYouParagraph ctx={ctx} />
    </MailLayout>
  );
}
