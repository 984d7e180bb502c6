import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { displayPhone } from "#domain/phone-display.ts";
import type { MailClient } from "./context.ts";

const brand = "#5b2a86";

export const styles = {
  heading: { fontSize: "22px", fontWeight: 700, color: "#1e293b", margin: "0 0 16px" },
  paragraph: { fontSize: "15px", lineHeight: "24px", color: "#334155", margin: "0 0 16px" },
  small: { fontSize: "13px", lineHeight: "20px", color: "#64748b", margin: "0 0 12px" },
  button: {
    display: "inline-block",
    backgroundColor: brand,
    color: "#ffffff",
    borderRadius: "9999px",
    padding: "12px 28px",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
  },
  link: { color: brand, wordBreak: "break-all" as const },
};

/** The frame of every mail: the client's name on top, its contact details at the bottom. */
export function MailLayout(props: { client: MailClient; preview: string; children: ReactNode }) {
  const { client } = props;
  const socials = [
    ["Facebook", client.facebook],
    ["Instagram", client.instagram],
    ["YouTube", client.youtube],
    ["LinkedIn", client.linkedin],
  ].filter((entry): entry is [string, string] => !!entry[1]);
  return (
    <Html lang="es">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{ backgroundColor: "#f8f2fb", fontFamily: "Segoe UI, Roboto, Helvetica, Arial, sans-serif" }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 12px" }}>
          <Section style={{ padding: "8px 24px 16px" }}>
            <Text style={{ fontSize: "26px", fontWeight: 700, color: brand, margin: 0 }}>{client.name}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "16px", padding: "28px 24px" }}>
            {props.children}
          </Section>
          <Section style={{ padding: "16px 24px" }}>
            <Text style={styles.small}>
              <strong>{client.title || client.name}</strong>
              <br />
              {`Teléfono: ${client.phone}`}
              <br />
              E-mail: <Link href={`mailto:${client.email}`}>{client.email}</Link>
              {client.whatsappEnabled && client.whatsappNumber ? (
                <>
                  <br />
                  {`WhatsApp: ${displayPhone(client.whatsappNumber)}`}
                </>
              ) : null}
            </Text>
            {socials.length > 0 ? (
              <Text style={styles.small}>
                {socials.map(([label, url], i) => (
                  <span key={label}>
                    {i > 0 ? " · " : null}
                    <Link href={url}>{label}</Link>
                  </span>
                ))}
              </Text>
            ) : null}
            <Hr style={{ borderColor: "#e9d5f5" }} />
            <Text style={styles.small}>
              Este es un e-mail automático de <Link href={client.siteUrl}>{client.siteUrl}</Link>.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A mail's one action: its button, and the same address written out for clients that do not show buttons. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
      <Text style={{ ...styles.small, marginTop: "20px" }}>
        Si el botón no funciona, copiá este enlace en tu navegador:{" "}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}
