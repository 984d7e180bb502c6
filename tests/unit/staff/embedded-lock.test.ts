import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from "#server/db/embedded-lock.ts";

const dir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
const file = path.join(dir, "candela.lock");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database's lock file", () => {
  it("is taken with this process's id and removed on release", () => {
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses while another live process holds it, naming that process", () => {
    writeFileSync(file, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`pid ${process.ppid}`);
    expect(readFileSync(file, "utf8")).toBe(String(process.ppid));
    rmSync(file);
  });

  it("takes over a lock left by a process that has ended", () => {
    // Above the kernel's largest process id: no such process can be running.
    writeFileSync(file, "4194305");
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });
});
