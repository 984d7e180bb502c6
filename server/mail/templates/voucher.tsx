import { Text } from "@react-email/components";
import type { VoucherDocument } from "#domain/invoicing/document.ts";
import { formatMoney } from "#domain/money.ts";
import { voucherFileName, voucherPdf } from "#server/modules/invoicing/pdf.ts";
import type { MailContext } from "./context.ts";
import { ActionButton, MailLayout, styles } from "./layout.tsx";

/** An authorised factura or nota de crédito, sent with its PDF (drawn when the mail goes out). */
export interface VoucherMailData {
  name: string;
  document: VoucherDocument;
}

const PAYMENTS_PATH = "/my-account/order/payments";

/** "Factura B 0001-00000042", "Nota de crédito B 0001-00000007". */
const voucherName = (doc: VoucherDocument) =>
  `${doc.kind === "invoice" ? "Factura" : "Nota de crédito"} ${doc.letter} ${doc.number}`;

export const voucherSubject = ({ document: doc }: VoucherMailData) =>
  `Tu ${doc.kind === "invoice" ? "factura" : "nota de crédito"} de la compra ${doc.paymentCode}`;

export const voucherAttachments = async ({ document: doc }: VoucherMailData) => [
  {
    filename: voucherFileName(doc),
    contentType: "application/pdf",
    content: (await voucherPdf(doc)).toString("base64"),
    encoding: "base64" as const,
  },
];

function voucherSentence(doc: VoucherDocument): string {
  const amount = formatMoney(doc.total);
  if (doc.kind === "invoice") {
    return `Te enviamos la ${voucherName(doc)} de tu compra ${doc.paymentCode}, por ${amount}.`;
  }
  const cites = doc.cites ? ` Corresponde a la ${doc.cites}.` : "";
  return `Te enviamos la ${voucherName(doc)} por ${amount}, de la devolución de tu compra ${doc.paymentCode}.${cites}`;
}

export function VoucherMail({ data, ctx }: { data: VoucherMailData; ctx: MailContext }) {
  const doc = data.document;
  return (
    <MailLayout client={ctx.client} preview={`${voucherName(doc)} (${doc.paymentCode}).`}>
      <Text style={styles.heading}>{`Hola, ${data.name}`}</Text>
      <Text style={styles.paragraph}>{voucherSentence(doc)}</Text>
      <Text style={styles.paragraph}>
        {`La tenés adjunta en PDF, y podés descargarla cuando quieras desde 'Mis pagos'.`}
      </Text>
      <ActionButton href={`${ctx.publicUrl}${PAYMENTS_PATH}`}>Ver Mis pagos</ActionButton>
    </MailLayout>
  );
}
