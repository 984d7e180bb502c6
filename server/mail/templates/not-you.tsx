import { Link, Text } from "@react-email/components";
import type { MailContext } from "./context.ts";
import { styles } from "./layout.tsx";

/** What a customer does when a change to the account was not theirs: reset the password and tell the shop. */
export function NotYouParagraph({ ctx }: { ctx: MailContext }) {
  const loginUrl = `${ctx.publicUrl}/account-login`;
  return (
    <Text style={styles.paragraph}>
      Si no fuiste vos, restablecé tu contraseña desde{" "}
      <Link href={loginUrl} style={styles.link}>
        {loginUrl}
      </Link>
      {` y escribinos a ${ctx.client.email} o llamanos al ${ctx.client.phone}.`}
    </Text>
  );
}
