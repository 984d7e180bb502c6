// The e2e runs' SMTP server: a real smtp-server on SMTP_SINK_PORT that writes every mail it receives, parsed,
// as a JSON file into E2E_MAIL_DIR, where the browser journeys read their verification and reset links.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtp } from "./smtp.ts";

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.SMTP_SINK_PORT);
if (!dir || !port) throw new Error("E2E_MAIL_DIR and SMTP_SINK_PORT are required");
mkdirSync(dir, { recursive: true });

let count = 0;
const smtp = await startSmtp(port, {
  onMail(mail) {
    // Written aside and renamed, so a reader never sees half a file.
    const file = path.join(dir, `${Date.now()}-${String(count++).padStart(5, "0")}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    renameSync(`${file}.tmp`, file);
  },
});
const stop = () => void smtp.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
console.log(`smtp sink listening on 127.0.0.1:${port}`);
