import { defineConfig } from "vitest/config";

export default defineConfig({
  // The sources' JSX compiles for that same build (its development runtime is absent from the optimised one).
  oxc: { jsx: { development: false } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/password-cost.ts"],
    pool: "forks",
    // A worker imports the server's code once for all its files instead of once per file (a third of the
    // suite's CPU time). The files share no state but their modules': no test mocks a module or changes the
    // environment, and the password cost the setup file sets holds for all of them.
    isolate: false,
    // React and React Router pick their build from NODE_ENV when first imported: the tests render with the
    // optimised one the shop serves (scripts/start.mjs), at a fraction of the development build's cost. The
    // configuration the tests build never reads it: each test passes the variables it means to loadConfig.
    env: { NODE_ENV: "production" },
    maxWorkers: 2,
    // A worker's young generation at 64 MB instead of 16: the suite allocates fast, and with the default most
    // of it survived into the old generation, whose marking took a fifth of the workers' CPU (perf). Measured
    // on tests/security: 175 s → 156 s of wall time, 230 s → 204 s of CPU (docs/decisions/0058).
    execArgv: ["--max-semi-space-size=64"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits on a real condition; its default second is a hang limit a busy machine overruns.
    expect: { poll: { timeout: 30_000 } },
  },
});
