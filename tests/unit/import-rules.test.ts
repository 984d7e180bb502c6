/**
 * The layers' import rules (eslint.config.js): each forbidden import, static or `import()`, linted as a file in
 * its place, is refused with the rule's message; the imports the layers are meant to use pass. An import that
 * leads back to its file is refused by local/no-cycle (lint/no-cycle.js).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RULES = ["@typescript-eslint/no-restricted-imports", "no-restricted-syntax", "local/no-cycle"];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

/** The messages of the import rules for `code` linted as `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return result!.messages.filter((m) => RULES.includes(m.ruleId ?? "")).map((m) => m.message);
}

/** What each layer's refusal says. */
const TO_APP = /server\/ does not import app\//;
const TO_HTTP = /do not depend on HTTP/;
const FROM_DB = /below the modules/;
const FROM_DOMAIN = /domain\/ stays independent/;
const FROM_BROWSER = /loaders and actions; the types both sides read live in domain\//;

describe("the layers' import rules", () => {
  const forbidden: [string, string, RegExp][] = [
    ["server/modules/cart/fixture.ts", 'import { value } from "#app/root.tsx";', TO_APP],
    ["server/jobs/fixture.ts", 'import { value } from "#app/lib/format.ts";', TO_APP],
    ["server/http/fixture.ts", 'import { value } from "../../app/root.tsx";', TO_APP],
    ["server/modules/cart/fixture.ts", 'import { value } from "#server/http/api.ts";', TO_HTTP],
    ["server/db/fixture.ts", 'import { value } from "#server/modules/staff/team.ts";', FROM_DB],
    ["server/db/seed/fixture.ts", 'import { value } from "#server/http/api.ts";', FROM_DB],
    ["server/db/fixture.ts", 'import { value } from "#app/root.tsx";', TO_APP],
    ["domain/cart/fixture.ts", 'import { value } from "#server/db/client.ts";', FROM_DOMAIN],
    [
      "app/features/cart/fixture.tsx",
      'import { value } from "#server/modules/cart/service.ts";',
      FROM_BROWSER,
    ],
    [
      "app/features/cart/fixture.tsx",
      'import type { value } from "#server/modules/cart/service.ts";',
      FROM_BROWSER,
    ],
    ["app/routes/fixture.tsx", 'import { type value } from "#server/modules/cart/service.ts";', FROM_BROWSER],
    ["app/lib/fixture.ts", 'import type { value } from "../../server/db/client.ts";', FROM_BROWSER],
    [
      "app/features/cart/fixture.tsx",
      'const { value } = await import("#server/modules/cart/service.ts");',
      FROM_BROWSER,
    ],
    ["app/routes/fixture.tsx", 'const { value } = await import("../../server/db/client.ts");', FROM_BROWSER],
    ["domain/cart/fixture.ts", 'const { value } = await import("#app/root.tsx");', FROM_DOMAIN],
    ["domain/fixture.ts", 'import type { value } from "#app/root.tsx";', FROM_DOMAIN],
    ["server/modules/cart/fixture.ts", 'const { value } = await import("#server/http/api.ts");', TO_HTTP],
    ["server/db/fixture.ts", 'const { value } = await import("#server/modules/staff/team.ts");', FROM_DB],
    ["server/http/fixture.ts", 'const { value } = await import("#app/root.tsx");', TO_APP],
    ["server/mail/templates/fixture.tsx", 'import { value } from "#app/root.tsx";', TO_APP],
  ];
  it.each(forbidden)("refuses in %s: %s", async (filePath, code, message) => {
    expect(await refusals(filePath, code)).toContainEqual(expect.stringMatching(message));
  });

  const allowed: [string, string][] = [
    ["server/modules/cart/fixture.ts", 'import { value } from "#server/db/client.ts";'],
    ["server/db/fixture.ts", 'import { value } from "#domain/money.ts";'],
    ["server/http/fixture.ts", 'import { value } from "#server/modules/cart/service.ts";'],
    ["app/features/cart/fixture.tsx", 'import type { value } from "#domain/cart/views.ts";'],
    ["app/features/cart/fixture.tsx", 'const { value } = await import("#app/features/cart/cart-lines.tsx");'],
    ["app/features/cart/fixture.server.ts", 'import type { value } from "#server/modules/cart/service.ts";'],
    ["app/features/cart/fixture.server.ts", 'import { value } from "#server/modules/cart/service.ts";'],
  ];
  it.each(allowed)("lets %s have: %s", async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});

describe("the import cycle rule", () => {
  // A tree of its own, outside the sources (a file written under domain/ would make the build look stale to a
  // server starting meanwhile), linted with the project's configuration: a.ts is linted with the text each test
  // gives it, the rule reads the others from the disk and follows the package's aliases as in the shop.
  const root = mkdtempSync(path.join(tmpdir(), "cycle-fixture-"));
  const folder = "domain/cycle";
  let tree: ESLint;
  beforeAll(() => {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(
      path.join(root, "package.json"),
      JSON.stringify({ imports: { "#domain/*": "./domain/*" } }),
    );
    writeFileSync(path.join(root, folder, "a.ts"), "export const used = 1;\n");
    writeFileSync(
      path.join(root, folder, "b.ts"),
      'import { used } from "./c.ts";\nexport const value = used;\n',
    );
    writeFileSync(
      path.join(root, folder, "c.ts"),
      `import { used } from "#${folder}/a.ts";\nexport { used };\n`,
    );
    tree = new ESLint({ cwd: root, overrideConfigFile: path.resolve("eslint.config.js") });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function cycles(code: string): Promise<string[]> {
    const filePath = path.join(root, folder, "a.ts");
    const [result] = await tree.lintText(`${code}\nexport const used = value;\n`, { filePath });
    return result!.messages.filter((m) => m.ruleId === "local/no-cycle").map((m) => m.message);
  }

  it("is on for the shop's sources", async () => {
    for (const file of ["app/root.tsx", "server/app.ts", "domain/money.ts"]) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      expect(config.rules["local/no-cycle"]?.[0]).toBe(2);
    }
  });

  it("refuses an import that leads back to the importing file, naming the way round", async () => {
    expect(await cycles('import { value } from "./b.ts";')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Import cycle: ${folder}/a\\.ts → ${folder}/b\\.ts → ${folder}/c\\.ts → ${folder}/a\\.ts\\.`,
        ),
      ),
    ]);
  });

  it("refuses a file that imports itself", async () => {
    expect(await cycles('import { value } from "./a.ts";')).toEqual([
      expect.stringMatching(/^Import cycle: /),
    ]);
  });

  it("lets a type-only import lead back, since it is erased before the modules load", async () => {
    expect(await cycles('import type { value } from "./b.ts";')).toEqual([]);
  });
});
