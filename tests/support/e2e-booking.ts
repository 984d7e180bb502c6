// Booking in the browser: the free times of a day in 'Reservar turno', and picking one.
import { expect, type Page } from "@playwright/test";
import { addDays, localDateOf, parseSlot } from "#domain/booking/local-time.ts";
import { DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";

export const NO_TIMES = "No hay horarios libres ese día. Probá con otro día.";
/** A visit can be moved until this long before it starts (the seeded rules): the journey books later ones. */
export const CUTOFF_MS = DEFAULT_BOOKING_RULES.changeCutoffHours * 3_600_000;

/** The free times listed for the chosen day, as radio buttons. */
export const freeTimes = (page: Page) =>
  page.getByRole("group", { name: /^Horarios libres del / }).getByRole("radio");

/** The listed free times (their values, ISO starts) that start after `after` (epoch ms), other than `except`. */
export async function timesAfter(page: Page, after: number, except?: string): Promise<string[]> {
  const values = await freeTimes(page).evaluateAll((radios) =>
    radios.map((r) => (r as HTMLInputElement).value),
  );
  return values.filter((v) => v !== except && (parseSlot(v) ?? 0) > after);
}

/**
 * Types days from tomorrow on (the shop's calendar) into 'Día' and asks 'Ver horarios' until a day lists free
 * times after `after` (the branch's hours come from the seed: closed on Sundays). Returns that day.
 */
export async function dayWithFreeTimes(page: Page, after: number): Promise<string> {
  let day = addDays(localDateOf(Date.now()), 1);
  for (let tries = 0; tries < 10; tries++, day = addDays(day, 1)) {
    await page.getByLabel("Día", { exact: true }).fill(day);
    await page.getByRole("button", { name: "Ver horarios" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]day=${day}(&|$)`));
    await expect(freeTimes(page).first().or(page.getByText(NO_TIMES))).toBeVisible();
    if ((await timesAfter(page, after)).length > 0) return day;
  }
  throw new Error("no day with free times in the next ten days");
}

/**
 * Picks the first free time after `after` (other than `except`) and returns its value (the ISO start) and its
 * label ("10:30").
 */
export async function pickTime(
  page: Page,
  after: number,
  except?: string,
): Promise<{ value: string; label: string }> {
  const [value] = await timesAfter(page, after, except);
  if (!value) throw new Error("no other free time that day");
  const radio = page.locator(`input[type="radio"][name="slot"][value="${value}"]`);
  await radio.check();
  const label = (await page.locator(`label[for="${await radio.getAttribute("id")}"]`).innerText()).trim();
  return { value, label };
}
