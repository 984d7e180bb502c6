// argon2id at the library's least cost in tests, which check what is hashed, not how long it takes. Service
// tests hash passwords without an app, so this sets the cost from the configuration as the app does;
// `createTestApp` asks its configuration for the same. Server processes the tests start inherit nothing and
// keep production's cost, which tests/unit/config.test.ts proves.
import { tmpdir } from "node:os";
import { loadConfig } from "#server/config.ts";
import { setPasswordHashCost } from "#server/modules/accounts/passwords.ts";

/** The cost the tests' hashes are made at. */
export const TEST_PASSWORD_HASH_COST = loadConfig({
  PASSWORD_HASH_COST: "minimum",
  DATA_DIR: tmpdir(),
  SESSION_SECRET: "una-clave-de-prueba-de-32-caracteres-o-mas",
  LOG_LEVEL: "silent",
}).passwordHashCost;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
