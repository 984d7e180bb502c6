/** Bits a secret carries at most, judged by how often each of its characters repeats (Shannon). */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  const chars = [...secret];
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    bitsPerChar -= p * Math.log2(p);
  }
  return bitsPerChar * chars.length;
}

/** What a signing key needs: 32 random bytes in base64 carry about 200 bits by this estimate. */
export const MIN_SECRET_BITS = 128;
