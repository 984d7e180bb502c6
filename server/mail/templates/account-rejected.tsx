import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";

export interface AccountRejectedData {
  name: string;
  reason: string;
}

export const accountRejectedSubject = (_data: AccountRejectedData, ctx: MailContext) =>
  `Tu cuenta de ${ctx.client.name} no fue aprobada`;

export function AccountRejectedMail({ data, ctx }: { data: AccountRejectedData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview="Revisamos tu cuenta y no pudimos habilitarla.">
      <Text style={styles.heading}>{`Hola ${data.name}`}</Text>
      <Text style={styles.paragraph}>
        Revisamos tu cuenta y no pudimos habilitarla. El motivo, en palabras de nuestro equipo:
      </Text>
      <Text style={styles.paragraph}>{data.reason}</Text>
      <Text style={styles.small}>
        {`Si creés que es un error, respondé a ${ctx.client.email} o escribinos desde la página de contacto y lo revisamos.`}
      </Text>
    </MailLayout>
  );
}
