/**
 * `local/no-cycle`: refuses an import that leads, through other imports, back to the importing file. Only the
 * imports that load a module count: `import type` and `export type … from` are erased, a dynamic `import()` loads
 * later. Imports are followed through relative paths and the package's `imports` aliases (#app/, #server/, …).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** file → { mtimeMs, imports: resolved files it loads }, kept across the files of one lint run. */
const scanned = new Map();
/** cwd → [alias prefix, target folder][] from package.json `imports` ("#app/*": "./app/*"). */
const aliasesByRoot = new Map();

function aliases(root) {
  if (!aliasesByRoot.has(root)) {
    const { imports = {} } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    const pairs = Object.entries(imports)
      .filter(([key, target]) => key.endsWith("*") && typeof target === "string" && target.endsWith("*"))
      .map(([key, target]) => [key.slice(0, -1), path.join(root, target.slice(0, -1))]);
    aliasesByRoot.set(root, pairs);
  }
  return aliasesByRoot.get(root);
}

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts"];

/** The file `specifier` names from `from`, or null for a package or a file that is not there. */
function resolve(root, from, specifier) {
  let base = null;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  for (const [prefix, folder] of aliases(root)) {
    if (specifier.startsWith(prefix)) base = path.join(folder, specifier.slice(prefix.length));
  }
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The top-level statements of `ast` that load another module: [statement, specifier]. */
function loadingImports(ast) {
  return ast.body
    .filter(
      (node) =>
        (node.type === "ImportDeclaration" && node.importKind !== "type") ||
        ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") &&
          node.source &&
          node.exportKind !== "type"),
    )
    .map((node) => [node, node.source.value]);
}

/** The specifiers of the statements of `file` (on disk) that load another module, as loadingImports. */
function loadedSpecifiers(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements
    .filter(
      (s) =>
        (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly),
    )
    .map((s) => s.moduleSpecifier.text);
}

/** The files `file` (on disk) loads. */
function importsOf(root, file) {
  const { mtimeMs } = fs.statSync(file);
  const known = scanned.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const imports = loadedSpecifiers(file)
    .map((specifier) => resolve(root, file, specifier))
    .filter(Boolean);
  scanned.set(file, { mtimeMs, imports });
  return imports;
}

/** A path of imports from `start` to `target` (both included), or null. */
function pathTo(root, start, target) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    for (const next of importsOf(root, file)) {
      if (next === target) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...trail, next]]);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Refuses an import that leads back to the importing file." },
    messages: { cycle: "Import cycle: {{cycle}}. Move what both sides need into a module both import." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    return {
      Program(ast) {
        for (const [node, specifier] of loadingImports(ast)) {
          const target = resolve(root, file, specifier);
          if (target === null) continue;
          const trail = target === file ? [file] : pathTo(root, target, file);
          if (trail === null) continue;
          const cycle = [file, ...trail].map((f) => path.relative(root, f)).join(" → ");
          context.report({ node, messageId: "cycle", data: { cycle } });
        }
      },
    };
  },
};
