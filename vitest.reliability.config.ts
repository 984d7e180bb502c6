import { defineConfig } from "vitest/config";

/** The reliability tests: load, races and faults against whole server processes, one file at a time. */
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup-postgres.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits on a real condition; its default second is a hang limit a busy machine overruns.
    expect: { poll: { timeout: 30_000 } },
  },
});
