import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noCycle from "./lint/no-cycle.js";

const PARENT_OF_PARENT = {
  group: ["../../*"],
  message: "Import across folders through #app/, #server/ or #domain/ (package.json imports).",
};

/**
 * Imports of the `folders` (e.g. "server/http"), through the alias or a relative path, refused with `message`:
 * `group` for the static imports, `dynamic` a regular expression for `import()` (written with \x2F for "/",
 * which a selector's regular expression cannot hold).
 */
function refuse(message, ...folders) {
  const names = folders.map((f) => f.replaceAll("/", "\\x2F")).join("|");
  return {
    group: folders.flatMap((f) => [`\\#${f}/*`, `**/${f}/**`]),
    message,
    dynamic: `/^#(${names})\\x2F|(^|\\x2F)(${names})\\x2F/`,
  };
}

/** The server never reaches into the React app: the app calls the server through its loaders and actions. */
const SERVER_TO_APP = refuse(
  "server/ does not import app/: the app's loaders and actions call the server.",
  "app",
);

/**
 * The import rule for `where`: no `../../`, and none of `refusals`, statically (types included) or with
 * `import()`. A file gets the last block that matches it, so a narrower folder's block repeats the wider ones'.
 */
function restrictImports(where, ...refusals) {
  return {
    ...where,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [PARENT_OF_PARENT, ...refusals.map(({ group, message }) => ({ group, message }))] },
      ],
      "no-restricted-syntax": [
        "error",
        ...refusals.map(({ dynamic, message }) => ({
          selector: `ImportExpression[source.value=${dynamic}]`,
          message,
        })),
      ],
    },
  };
}

const SERVER_FILES = "server/**/*.{ts,tsx}";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench/.lighthouse/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  restrictImports({ files: ["app/**/*.{ts,tsx}", SERVER_FILES, "domain/**/*.ts"] }),
  restrictImports(
    { files: ["app/**/*.{ts,tsx}"], ignores: ["app/**/*.server.{ts,tsx}"] },
    refuse(
      "Browser code reaches the server through loaders and actions; the types both sides read live in domain/.",
      "server",
    ),
  ),
  restrictImports({ files: [SERVER_FILES] }, SERVER_TO_APP),
  restrictImports(
    { files: ["server/modules/**/*.{ts,tsx}"] },
    SERVER_TO_APP,
    refuse("A module's rules do not depend on HTTP; routes in server/http/ call the modules.", "server/http"),
  ),
  restrictImports(
    { files: ["server/db/**/*.{ts,tsx}"] },
    SERVER_TO_APP,
    refuse(
      "The database layer sits below the modules and HTTP: they import it, never the reverse.",
      "server/modules",
      "server/http",
    ),
  ),
  restrictImports(
    { files: ["domain/**/*.ts"] },
    refuse("domain/ stays independent of app/ and server/.", "app", "server"),
  ),
  {
    files: ["app/**/*.{ts,tsx}", SERVER_FILES, "domain/**/*.ts"],
    plugins: { local: { rules: { "no-cycle": noCycle } } },
    rules: { "local/no-cycle": "error" },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "bench/**", "tests/**"],
    languageOptions: { globals: globals.node },
  },
);
