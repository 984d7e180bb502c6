// `npm run staff -- add EMAIL --role ROLE [--franchise ID] [--name NOMBRE] [--password-stdin]`: creates a
// staff account (the first owner, typically). Works against DATABASE_URL while the server runs; the
// embedded database can be opened by one process only, which the error says.
import { parseArgs } from "node:util";
import { text } from "node:stream/consumers";
import { type z } from "zod";
import { staffCreateSchema, staffPassword } from "#domain/staff/forms.ts";
import { isRole } from "#domain/staff/permissions.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { EmbeddedDatabaseBusyError } from "#server/db/embedded-lock.ts";
import { CLI_MESSAGES } from "./cli-messages.ts";
import { STAFF_LINK_HOURS } from "./password-links.ts";
import { StaffSessions } from "./sessions.ts";
import { StaffTeam } from "./team.ts";

class UsageError extends Error {}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        role: { type: "string" },
        franchise: { type: "string" },
        name: { type: "string" },
        "password-stdin": { type: "boolean", default: false },
      },
    });
  } catch (err) {
    throw new UsageError(`${CLI_MESSAGES.badArgs((err as Error).message)}\n${CLI_MESSAGES.usage}`);
  }
}

/** The first error of a zod result, as "field: message". */
function firstIssue(error: z.ZodError, field?: string): string {
  const issue = error.issues[0]!;
  return CLI_MESSAGES.badField(field ?? String(issue.path[0]), issue.message);
}

async function readPassword(): Promise<string> {
  // One trailing line break is the terminal's, not the password's.
  const password = (await text(process.stdin)).replace(/\r?\n$/, "");
  if (!password) throw new UsageError(CLI_MESSAGES.emptyStdin);
  const checked = staffPassword().safeParse(password);
  if (!checked.success) throw new UsageError(firstIssue(checked.error, "password"));
  return password;
}

async function main(): Promise<number> {
  const { positionals, values } = parse();
  const [command, email, ...extra] = positionals;
  if (command !== "add" || !email || extra.length > 0 || !values.role)
    throw new UsageError(CLI_MESSAGES.usage);
  if (!isRole(values.role)) throw new UsageError(CLI_MESSAGES.badRole(values.role));
  const input = staffCreateSchema.safeParse({
    email,
    name: values.name ?? "",
    role: values.role,
    franchise_id: values.franchise,
  });
  if (!input.success) throw new UsageError(firstIssue(input.error));
  const password = values["password-stdin"] ? await readPassword() : undefined;

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const team = new StaffTeam(database.db, new StaffSessions(database.db));
    const result = await team.addFromCommandLine({ ...input.data, password });
    if (!result.ok) {
      console.error(CLI_MESSAGES.refused[result.code]);
      return 1;
    }
    console.log(CLI_MESSAGES.created(input.data.email.toLowerCase(), input.data.role));
    if (!password) console.log(CLI_MESSAGES.linkQueued(input.data.email.toLowerCase(), STAFF_LINK_HOURS.set));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  if (err instanceof UsageError || err instanceof EmbeddedDatabaseBusyError) {
    console.error(err.message);
  } else if (err instanceof ConfigError) {
    console.error(`Configuración inválida / Invalid configuration: ${err.message}`);
  } else {
    throw err;
  }
  process.exitCode = 1;
}
