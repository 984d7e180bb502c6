// Whether `npm start` must build first: no build yet, or sources changed after the last one.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build is made from; a copy without sources (an image with the build alone) is not checked. */
export const SOURCES = [
  "app",
  "server",
  "domain",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.mjs",
];

/** The files whose presence makes a build; the first is written last. */
export const BUILD_FILES = ["build/app/main.js", "build/server/index.js"];

/** The latest modification time under a file or folder, in milliseconds (0 when absent). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce(
    (latest, name) => Math.max(latest, newest(path.join(file, name))),
    stat.mtimeMs,
  );
}

/** Why the build under `root` must be made again, in Spanish, or null when it is up to date. */
export function staleBuild(root) {
  if (BUILD_FILES.some((f) => !existsSync(path.join(root, f)))) return "No hay build";
  const built = statSync(path.join(root, BUILD_FILES[0])).mtimeMs;
  const changed = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  return changed > built ? "Las fuentes cambiaron después del último build" : null;
}
