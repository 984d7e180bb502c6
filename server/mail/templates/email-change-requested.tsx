import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";
import { NotYouParagraph } from "./not-you.tsx";

export interface EmailChangeNoticeData {
  name: string;
  newEmail: string;
}

export const emailChangeRequestedSubject = (_data: EmailChangeNoticeData, ctx: MailContext) =>
  `Pedido de cambio del e-mail de tu cuenta de ${ctx.client.name}`;

/** Sent to the current address when someone signed in to the account asks to move it to another one. */
export function EmailChangeRequestedMail({ data, ctx }: { data: EmailChangeNoticeData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview="Se pidió cambiar el e-mail de tu cuenta.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        {`Recibimos un pedido para cambiar el e-mail de tu cuenta a ${data.newEmail}. El cambio se hace recién cuando se sigue el enlace que enviamos a esa dirección.`}
      </Text>
      <NotYouParagraph ctx={ctx} />
    </MailLayout>
  );
}
