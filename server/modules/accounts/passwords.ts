import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with OWASP's baseline cost: 19 MiB, 2 passes, 1 lane.
 * The parameters travel inside each PHC string, so raising them later keeps old hashes verifiable.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
