import { Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { MailLayout, styles } from "./layout.tsx";

export interface ContactMessageData {
  kind: "general" | "corporativo";
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

export const contactMessageSubject = (data: ContactMessageData) =>
  data.kind === "corporativo"
    ? `Nueva consulta corporativa de ${data.name}`
    : `Nuevo mensaje de contacto de ${data.name}`;

/** A message left through the contact form, for the shop's team; replying answers the visitor. */
export function ContactMessageMail({ data, ctx }: { data: ContactMessageData; ctx: MailContext }) {
  return (
    <MailLayout client={ctx.client} preview={`Mensaje de ${data.name} desde el formulario de contacto.`}>
      <Text style={styles.heading}>
        {data.kind === "corporativo" ? "Nueva consulta corporativa" : "Nuevo mensaje de contacto"}
      </Text>
      <Text style={styles.paragraph}>
        <strong>Nombre:</strong> {data.name}
        <br />
        <strong>E-mail:</strong> {data.email}
        {data.phone ? (
          <>
            <br />
            <strong>Teléfono:</strong> {data.phone}
          </>
        ) : null}
      </Text>
      <Text style={{ ...styles.paragraph, whiteSpace: "pre-wrap" }}>{data.message}</Text>
      <Text style={styles.small}>Respondé este e-mail para contestarle directamente.</Text>
    </MailLayout>
  );
}
