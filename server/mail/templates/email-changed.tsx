import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import type { EmailChangeNoticeData } from "./email-change-requested.tsx";
import { MailLayout, styles } from "./layout.tsx";

export const emailChangedSubject = (_data: EmailChangeNoticeData, ctx: MailContext) =>
  `El e-mail de tu cuenta de ${ctx.client.name} fue cambiado`;

/** Sent to the previous address once the change was confirmed from the new one. */
export function EmailChangedMail({ data, ctx }: { data: EmailChangeNoticeData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview="El e-mail de tu cuenta fue cambiado.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Te avisamos que el e-mail de tu cuenta fue cambiado a ${data.newEmail}. Desde ahora iniciás sesión con esa dirección, y por seguridad cerramos las demás sesiones abiertas.`}
      </Text>
      <Text style={styles.paragraph}>
        {`Si no fuiste vos, escribinos a ${ctx.client.email} o llamanos al ${ctx.client.phone}.`}
      </Text>
    </MailLayout>
  );
}
