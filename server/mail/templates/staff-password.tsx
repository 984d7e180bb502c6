import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

export interface StaffPasswordData {
  /** The person's name; may be empty. */
  name: string;
  /** `set`: a new staff account; `reset`: a forgotten password. */
  purpose: "set" | "reset";
  token: string;
  hours: number;
}

export const staffPasswordSubject = (data: StaffPasswordData, ctx: MailContext) =>
  data.purpose === "set"
    ? `Tu cuenta del equipo de ${ctx.client.name}`
    : `Restablecé tu contraseña del equipo de ${ctx.client.name}`;

export function StaffPasswordMail({ data, ctx }: { data: StaffPasswordData; ctx: MailContext }) {
  const url = `${ctx.publicUrl}/admin/clave/${encodeURIComponent(data.token)}`;
  const set = data.purpose === "set";
  return (
    <MailLayout client={ctx.client} preview="Elegí la contraseña de tu cuenta del equipo.">
      <Text style={styles.heading}>{data.name ? `Hola ${data.name}` : "Hola"}</Text>
      <Text style={styles.paragraph}>
        {set
          ? `Te crearon una cuenta en el panel de ${ctx.client.name}. Para elegir tu contraseña, usá este botón:`
          : "Recibimos un pedido para restablecer la contraseña de tu cuenta del equipo. Para elegir una nueva, usá este botón:"}
      </Text>
      <ActionButton href={url}>Elegir contraseña</ActionButton>
      <Text style={styles.small}>
        {`El enlace vence en ${data.hours} horas y sirve una sola vez. Si no lo esperabas, ignorá este mensaje.`}
      </Text>
    </MailLayout>
  );
}
