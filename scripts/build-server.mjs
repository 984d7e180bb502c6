// Bundles the Fastify server into build/app, with the SQL migrations beside it, and precompresses the
// browser assets so they are served without compressing on every request.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const out = "build/app";
rmSync(out, { recursive: true, force: true });
await build({
  // The server, and the staff command for machines that have the build alone (`node build/app/staff.js add …`).
  entryPoints: { main: "server/main.ts", staff: "server/modules/staff/cli.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", path.join(out, "migrations"), { recursive: true });

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|xml|map)$/;
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
precompress("build/client");
