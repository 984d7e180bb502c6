import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { mailOutbox, staffAccounts } from "#server/db/schema/index.ts";
import { verifyPassword } from "#server/modules/accounts/passwords.ts";
import { createPostgresDatabase, ENGINES } from "../support/database.ts";
import { PROCESS_TEST_LIMIT } from "../support/server-process.ts";
import { templates } from "../support/templates.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-staff-cli-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
/** A data directory holding a migrated embedded database (the run's template), as after a first start. */
const migratedDataDir = () => {
  const dir = tempDir();
  cpSync(templates().pglite!.migrated, dir, { recursive: true });
  return dir;
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const script = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts.staff!.split(" ");

/**
 * Runs the staff command with the password (if any) on standard input: `npm run staff -- …` as the operator
 * types it when `viaNpm`, else the script's own command line, which spares each run npm's start-up.
 */
function staffCli(args: string[], env: Record<string, string>, stdin?: string, viaNpm = false): Promise<Run> {
  const [command, ...scriptArgs] = viaNpm
    ? ["npm", "run", "-s", "staff", "--"]
    : [path.join("node_modules", ".bin", script[0]!), ...script.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...scriptArgs, ...args], {
      env: { ...process.env, NODE_ENV: "", DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr: stderr.replace(/^npm warn.*\n?/gm, "") }));
    child.stdin.end(stdin ?? "");
  });
}

// Each run is a process of its own that loads the server's code: the refusals, which do not depend on the
// engine, run once; what stores an account runs on both engines.
describe("npm run staff refuses bad input clearly", () => {
  it("names what is wrong, in Spanish and English, and exits with 1", async () => {
    const env = { DATA_DIR: migratedDataDir() };
    const refusals = await Promise.all([
      staffCli(["add", "x@candela.test", "--role", "root"], env),
      staffCli(["add", "x@candela.test", "--role", "admin", "--password-stdin"], env, "corta\n"),
      staffCli(["add", "x@candela.test", "--role", "admin", "--password-stdin"], env, ""),
      staffCli(["add", "no-es-un-correo", "--role", "admin"], env),
      staffCli(["add", "x@candela.test", "--role", "franchise"], env),
      staffCli(["add"], env),
    ]);
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(refusals.map((r) => r.stderr.trim().split("\n")[0])).toEqual([
      'El rol «root» no existe; usá uno de: owner, admin, editor, support, franchise. (Unknown role "root".)',
      "password: Al menos 12 caracteres. (invalid password)",
      "No llegó ninguna contraseña por la entrada estándar. (No password was given on standard input.)",
      "email: E-mail inválido (invalid email)",
      "El rol franchise necesita --franchise ID. (Role franchise needs --franchise ID.)",
      "Uso / Usage: npm run staff -- add EMAIL --role ROLE [--franchise ID] [--name NOMBRE] [--password-stdin]",
    ]);
  });
});

describe.each(ENGINES)("npm run staff on %s", (engine) => {
  it(
    "adds the first owner with the password from standard input, then one who sets hers by mail; refuses a taken e-mail",
    { timeout: PROCESS_TEST_LIMIT },
    async () => {
      const postgres =
        engine === "postgres"
          ? await createPostgresDatabase("shop_staff_cli", templates().postgres!.migrated)
          : null;
      const dataDir = postgres ? tempDir() : migratedDataDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? "" };
      try {
        const added = await staffCli(
          ["add", "Dueno@Candela.test", "--role", "owner", "--password-stdin"],
          env,
          "una clave larga de prueba\n",
          true,
        );
        expect(added.stderr).toBe("");
        expect(added.stdout).toContain("Cuenta del equipo creada: dueno@candela.test (owner)");
        expect(added.code).toBe(0);

        const linked = await staffCli(["add", "editora@candela.test", "--role", "editor"], env);
        expect(linked.code).toBe(0);
        expect(linked.stdout).toContain("Le enviamos a editora@candela.test un enlace");

        const again = await staffCli(["add", "DUENO@candela.test", "--role", "admin"], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain("Ya existe una cuenta del equipo con ese correo.");

        const database = await openDatabase({ url: postgres?.url, dataDir });
        try {
          const rows = await database.db.select().from(staffAccounts).orderBy(staffAccounts.email);
          expect(rows.map((r) => [r.email, r.role])).toEqual([
            ["dueno@candela.test", "owner"],
            ["editora@candela.test", "editor"],
          ]);
          expect(await verifyPassword(rows[0]!.passwordHash!, "una clave larga de prueba")).toBe(true);
          expect(rows[1]!.passwordHash).toBeNull();
          const mails = await database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.recipient, "editora@candela.test"));
          expect(mails.map((m) => m.template)).toEqual(["staff_password"]);
        } finally {
          await database.close();
        }
      } finally {
        await postgres?.drop();
      }
    },
  );
});

describe("npm run staff on the embedded database held by the server", () => {
  it("says that the server holds the data directory and changes nothing", async () => {
    const dataDir = tempDir();
    // The lock the server takes when it opens the embedded database; this test's process is alive.
    writeFileSync(path.join(dataDir, "candela.lock"), String(process.pid));
    const run = await staffCli(
      ["add", "dueno@candela.test", "--role", "owner", "--password-stdin"],
      {
        DATA_DIR: dataDir,
      },
      "una clave larga de prueba\n",
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `está abierta por otro proceso (pid ${process.pid}), probablemente el servidor`,
    );
    expect(run.stderr).toContain("usá DATABASE_URL");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });
});
