// Service tests hash passwords without an app: they take the cost from the configuration as the app does
// (vitest.config.ts asks for the minimum; production's cost is proven in tests/unit/config.test.ts).
import { tmpdir } from "node:os";
import { loadConfig } from "#server/config.ts";
import { setPasswordHashCost } from "#server/modules/accounts/passwords.ts";

/** The cost the tests' hashes are made at. */
export const TEST_PASSWORD_HASH_COST = loadConfig({
  PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
  DATA_DIR: tmpdir(),
  SESSION_SECRET: "una-clave-de-prueba-de-32-caracteres-o-mas",
  LOG_LEVEL: "silent",
}).passwordHashCost;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
