import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const PARENT_OF_PARENT = {
  group: ["../../*"],
  message: "Import across folders through #app/, #server/ or #domain/ (package.json imports).",
};

/** The server never reaches into the React app: the app calls the server through its loaders and actions. */
const SERVER_TO_APP = {
  group: ["\\#app/*", "**/app/**"],
  message: "server/ does not import app/: the app's loaders and actions call the server.",
};

/**
 * The import rule for `where`: no `../../`, and none of `patterns`. A file gets the last block that matches it,
 * so a narrower folder's block repeats the wider ones' patterns.
 */
function restrictImports(where, ...patterns) {
  return {
    ...where,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [PARENT_OF_PARENT, ...patterns] }],
    },
  };
}

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
  restrictImports({ files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "domain/**/*.ts"] }),
  restrictImports(
    { files: ["app/**/*.{ts,tsx}"], ignores: ["app/**/*.server.{ts,tsx}"] },
    {
      group: ["\\#server/*", "**/server/**"],
      allowTypeImports: true,
      message:
        "Browser code reaches the server through loaders and actions; import server types only (or move them to domain/).",
    },
  ),
  restrictImports({ files: ["server/**/*.ts"] }, SERVER_TO_APP),
  restrictImports({ files: ["server/modules/**/*.ts"] }, SERVER_TO_APP, {
    group: ["\\#server/http/*", "**/server/http/**"],
    message: "A module's rules do not depend on HTTP; routes in server/http/ call the modules.",
  }),
  restrictImports({ files: ["server/db/**/*.ts"] }, SERVER_TO_APP, {
    group: ["\\#server/modules/*", "\\#server/http/*", "**/server/modules/**", "**/server/http/**"],
    message: "The database layer sits below the modules and HTTP: they import it, never the reverse.",
  }),
  restrictImports(
    { files: ["domain/**/*.ts"] },
    {
      group: ["\\#app/*", "\\#server/*", "**/app/**", "**/server/**"],
      message: "domain/ stays independent of app/ and server/.",
    },
  ),
  {
    files: ["**/*.{js,mjs}", "scripts/**", "bench/**", "tests/**"],
    languageOptions: { globals: globals.node },
  },
);
