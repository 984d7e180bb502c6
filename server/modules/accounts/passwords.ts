import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm). Production always uses OWASP's baseline cost: 19 MiB, 2 passes,
 * 1 lane; test runs may ask for the least the library takes (PASSWORD_HASH_COST, refused in production).
 * The parameters travel inside each PHC string, so raising them later keeps old hashes verifiable.
 */
export const PASSWORD_HASH_COSTS = {
  owasp: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  minimum: { memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

let options: (typeof PASSWORD_HASH_COSTS)[keyof typeof PASSWORD_HASH_COSTS] = PASSWORD_HASH_COSTS.owasp;

/** How a hash made at `cost` begins (PHC string format). */
export function hashPrefix(cost: keyof typeof PASSWORD_HASH_COSTS): string {
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_COSTS[cost];
  return `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;
}

/** Sets the cost of new hashes for this process, from the configuration. */
export function setPasswordHashCost(cost: keyof typeof PASSWORD_HASH_COSTS): void {
  if (options === PASSWORD_HASH_COSTS[cost]) return;
  options = PASSWORD_HASH_COSTS[cost];
  dummy = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by the answer's delay. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummy, password);
  return false;
}
