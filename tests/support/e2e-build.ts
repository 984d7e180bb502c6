// Builds the shop once before the workers start their servers, when a source changed after the last build
// (each server's launcher would otherwise build at the same time as the other's).
import { spawnSync } from "node:child_process";
import { staleBuild } from "../../scripts/build-freshness.mjs";

export default function buildOnce() {
  const reason = staleBuild(process.cwd());
  if (!reason) return;
  console.log(`${reason}: compilando la tienda (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
