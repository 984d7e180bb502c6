import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "#server/http/low-priority-preloads.ts";

const page =
  '<!DOCTYPE html><html lang="es-AR"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>' +
  "<body><h1>Depilación láser: ¡axilas en 6 cuotas!</h1><p>&lt;link rel=&quot;modulepreload&quot;</p></body></html>";

const rewritten = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(lowPriorityPreloads()));

describe("module preloads marked low priority on the page's way out", () => {
  it("marks every preload, and changes nothing else", async () => {
    const out = await rewritten([Buffer.from(page)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });

  it("gives the same page wherever the chunks are cut, inside a link or inside a letter", async () => {
    const bytes = Buffer.from(page);
    const whole = await rewritten([bytes]);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewritten([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
    const oneByteAtATime = [...bytes].map((b) => Buffer.from([b]));
    expect(await rewritten(oneByteAtATime)).toBe(whole);
  });
});
