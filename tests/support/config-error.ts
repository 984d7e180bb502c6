import { expect } from "vitest";
import { ConfigError } from "#server/config.ts";

/** The ConfigError `fn` throws, checked to be one line. */
export function configError(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).not.toContain("\n");
    return (err as Error).message;
  }
  throw new Error("expected a ConfigError");
}
