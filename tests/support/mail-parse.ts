/** Just enough MIME to read the mails the shop sends: headers, RFC 2047 words, multipart parts, QP/base64. */

export interface ParsedMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Parts other than the text and HTML bodies (an iCalendar file, say), decoded. */
  attachments: { contentType: string; filename: string; content: string; base64: string }[];
}

type Parts = { text: string; html: string; attachments: ParsedMail["attachments"] };

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

function collectParts(raw: string, out: Parts) {
  const { headers, body } = splitHead(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  const disposition = headers.get("content-disposition") ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(`${disposition};${type}`)?.[1];
  // A binary file (a PDF) is read from `base64`: its bytes are not text.
  const base64 = /base64/i.test(headers.get("content-transfer-encoding") ?? "")
    ? body.replace(/\s+/g, "")
    : Buffer.from(decoded, "utf8").toString("base64");
  if (filename) out.attachments.push({ contentType: type, filename, content: decoded, base64 });
  else if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const parts: Parts = { text: "", html: "", attachments: [] };
  collectParts(raw, parts);
  const header = (name: string) => decodeWords(headers.get(name) ?? "");
  return {
    from: header("from"),
    to: header("to"),
    replyTo: header("reply-to"),
    subject: header("subject"),
    messageId: header("message-id"),
    text: parts.text.replace(/\r\n/g, "\n"),
    html: parts.html,
    attachments: parts.attachments,
  };
}

/** The first absolute link to `path` in a mail's plain-text part. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, "\\/")}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
