import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_FILES, staleBuild } from "../../scripts/build-freshness.mjs";

describe("whether npm start builds first", () => {
  let root: string;
  const put = (file: string, at: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    utimesSync(full, at, at);
    // A folder's own time moves when a file is added: set it back, as a checkout long ago would have it.
    utimesSync(path.dirname(full), at, at);
  };
  const T = 1_790_000_000; // seconds

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "shop-freshness-"));
    put("app/root.tsx", T);
    put("server/main.ts", T);
    put("package.json", T);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds when there is no build", () => {
    expect(staleBuild(root)).toBe("No hay build");
    put(BUILD_FILES[0]!, T + 60);
    expect(staleBuild(root)).toBe("No hay build");
  });

  it("serves a build newer than every source", () => {
    for (const f of BUILD_FILES) put(f, T + 60);
    expect(staleBuild(root)).toBeNull();
  });

  it("builds again when a source changed after the build, however deep", () => {
    for (const f of BUILD_FILES) put(f, T + 60);
    put("app/features/cart/cart-lines.tsx", T + 120);
    expect(staleBuild(root)).toBe("Las fuentes cambiaron después del último build");
  });

  it("builds again when the dependencies changed", () => {
    for (const f of BUILD_FILES) put(f, T + 60);
    put("package-lock.json", T + 120);
    expect(staleBuild(root)).toBe("Las fuentes cambiaron después del último build");
  });
});
