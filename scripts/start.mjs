// Starts the shop: builds it first when there is no build, then runs the server bundle.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { staleBuild } from "./build-freshness.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const buildDir = path.join(root, "build");
const entry = path.join(buildDir, "app/main.js");

const reason = staleBuild(root);
if (reason) {
  console.log(`${reason}: compilando la tienda (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React picks its production or development build from NODE_ENV when first imported: the shop always
// serves the optimised build, while the operator's own NODE_ENV still decides the strict production checks.
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ||= "production";

const { startServer } = await import(pathToFileURL(entry).href);
await startServer({ buildDir, nodeEnv });
