/**
 * Issue 24, how it is checked: random stories of one purchase (Axilas × 2 with the 2x1 and Bozo, approved) —
 * refunds of an amount or of an area's sessions at /admin/ventas/:id, visits booked, marked at their start on the
 * agenda, cancelled, the 'Botón de arrepentimiento' — applied through the shop's own paths; after each story
 * every reader (the result page, 'Mis pagos', 'Mis áreas', 'Tus sesiones', the sale's page, the CSV row, the
 * refund mails) shows the statement's figures, and the statement keeps its sums.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { ENGINE } from "../support/database.ts";
import { storyEvents, storyShop } from "../support/purchase-story.ts";
import { assertProperty, fuzzSeed } from "../security/fuzz-support.ts";

const RUNS = 15;
const EVENTS = 6;

/** paid = refunded + charged back + net; bought = used + booked + cancelled + available; nothing negative. */
function expectInvariants(s: PurchaseStatement) {
  const figures = [s.paid, s.refunded, s.chargedBack, s.net];
  expect(figures.every((x) => x >= 0)).toBe(true);
  expect(s.paid).toBe(s.refunded + s.chargedBack + s.net);
  for (const a of s.areas) {
    expect([a.used, a.booked, a.cancelled, a.available].every((x) => x >= 0)).toBe(true);
    expect(a.bought).toBe(a.used + a.booked + a.cancelled + a.available);
  }
}

describe.each([ENGINE])("the story of one purchase on %s", (engine) => {
  let story: Awaited<ReturnType<typeof storyShop>>;

  beforeAll(async () => {
    story = await storyShop(engine);
  });
  afterAll(() => story?.readers.shop.close());

  it(`every reader tells the statement's figures after ${RUNS} random stories`, async () => {
    await assertProperty(
      fc.asyncProperty(storyEvents(EVENTS), async (events) => {
        const p = await story.begin();
        for (const event of events) await story.apply(p, event);
        if (process.env.STORY_LOG) console.log(p.log.join("\n"));
        const statement = await story.statementOf(p);
        expectInvariants(statement);
        for (const after of p.afterRefunds) expectInvariants(after);
        const [views, expected] = [await story.views(p), await story.expected(p)];
        if (JSON.stringify(views) !== JSON.stringify(expected)) {
          console.log(
            [...p.log, `views:    ${JSON.stringify(views)}`, `expected: ${JSON.stringify(expected)}`].join(
              "\n",
            ),
          );
        }
        expect(views).toEqual(expected);
      }),
      // A failing story is shown as found: shrinking stories of HTTP requests would outrun the suite's time.
      { numRuns: RUNS, seed: fuzzSeed("the story of one purchase"), endOnFailure: true },
    );
  }, 180_000);
});
