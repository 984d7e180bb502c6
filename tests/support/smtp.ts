import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process.ts";
import { parseMail, type ParsedMail } from "./mail-parse.ts";

export interface TestSmtp {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server, no TLS, no auth) that keeps what it receives. */
export async function startSmtp(
  port?: number,
  opts: { onMail?: (mail: ParsedMail) => void } = {},
): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        mails.push(mail);
        opts.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    mails,
    waitFor(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${mails.map((m) => m.subject).join(", ")}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
