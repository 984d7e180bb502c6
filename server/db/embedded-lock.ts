import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The embedded database is a directory that only one process may open at a time. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `La base embebida (${dir}) está abierta por otro proceso (pid ${pid}), probablemente el servidor. ` +
        "Detenelo y volvé a intentar, o usá DATABASE_URL con un servidor PostgreSQL. " +
        `(The embedded database ${dir} is held by process ${pid}; stop it or use DATABASE_URL.)`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock file beside the embedded database, or throws when a live process holds it. A lock left by
 * a process that has died is taken over. Returns the release function.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = path.join(dir, "candela.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseBusyError(dir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
