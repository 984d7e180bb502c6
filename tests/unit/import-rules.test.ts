/**
 * The layers' import rules (eslint.config.js): each forbidden import, linted as a file in its place, is refused
 * with the rule's message; the imports the layers are meant to use pass.
 */
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const RULE = "@typescript-eslint/no-restricted-imports";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

/** The messages of the import rule for `code` linted as `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("the layers' import rules", () => {
  const forbidden: [string, string, RegExp][] = [
    [
      "server/modules/cart/fixture.ts",
      'import { value } from "#app/root.tsx";',
      /server\/ does not import app\//,
    ],
    [
      "server/jobs/fixture.ts",
      'import { value } from "#app/lib/format.ts";',
      /server\/ does not import app\//,
    ],
    [
      "server/http/fixture.ts",
      'import { value } from "../../app/root.tsx";',
      /server\/ does not import app\//,
    ],
    [
      "server/modules/cart/fixture.ts",
      'import { value } from "#server/http/api.ts";',
      /do not depend on HTTP/,
    ],
    ["server/db/fixture.ts", 'import { value } from "#server/modules/staff/team.ts";', /below the modules/],
    ["server/db/seed/fixture.ts", 'import { value } from "#server/http/api.ts";', /below the modules/],
    ["server/db/fixture.ts", 'import { value } from "#app/root.tsx";', /server\/ does not import app\//],
    ["domain/cart/fixture.ts", 'import { value } from "#server/db/client.ts";', /domain\/ stays independent/],
    [
      "app/features/cart/fixture.tsx",
      'import { value } from "#server/modules/cart/service.ts";',
      /loaders and actions/,
    ],
  ];
  it.each(forbidden)("refuses in %s: %s", async (filePath, code, message) => {
    expect(await refusals(filePath, code)).toContainEqual(expect.stringMatching(message));
  });

  const allowed: [string, string][] = [
    ["server/modules/cart/fixture.ts", 'import { value } from "#server/db/client.ts";'],
    ["server/db/fixture.ts", 'import { value } from "#domain/money.ts";'],
    ["server/http/fixture.ts", 'import { value } from "#server/modules/cart/service.ts";'],
    ["app/features/cart/fixture.tsx", 'import { type value } from "#server/modules/cart/service.ts";'],
    ["app/features/cart/fixture.server.ts", 'import { value } from "#server/modules/cart/service.ts";'],
  ];
  it.each(allowed)("lets %s have: %s", async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
