import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * The page as it stands has no serious or critical axe violation (WCAG 2.1 AA and best practices). Only the
 * violations are kept whole (the same rules run on the same nodes). A page without frames is checked by one run
 * inside it, in half the time of the per-frame mode a page with frames needs (docs/decisions/0053).
 */
export async function expectAccessible(page: Page, label = page.url()) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ["violations"] });
  if (page.frames().length === 1) axe.setLegacyMode();
  const results = await axe.analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious, label).toEqual([]);
}
