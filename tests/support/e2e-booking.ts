// Booking in the browser: the free times of a day in 'Reservar turno', and picking one.
import { expect, type Page } from "@playwright/test";
import { localDateOf, parseSlot } from "#domain/booking/local-time.ts";
import { DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";

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

/** The calendar of 'Reservar turno'. */
export const calendar = (page: Page) => page.getByRole("table", { name: /^Calendario de / });

/**
 * Presses the calendar's days with free times, month after month, until one lists at least `count` free times
 * after `after`. Returns that day.
 */
export async function calendarDayWithFreeTimes(page: Page, after: number, count = 1): Promise<string> {
  for (let months = 0; months < 3; months++) {
    const days = calendar(page).getByRole("link", { name: /: \d+ horarios? libres?$/ });
    const names = await days.evaluateAll((links) => links.map((l) => l.getAttribute("aria-label")!));
    for (const name of names) {
      const link = calendar(page).getByRole("link", { name, exact: true });
      const day = new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get("dia")!;
      if (day < localDateOf(after)) continue;
      await link.click();
      await expect(calendar(page).getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "date",
      );
      await expect(freeTimes(page).first()).toBeVisible();
      if ((await timesAfter(page, after)).length >= count) return day;
    }
    const month = (await calendar(page).locator("caption").textContent())!;
    await page.getByRole("link", { name: "Mes siguiente" }).click();
    await expect(calendar(page)).not.toHaveAccessibleName(month);
  }
  throw new Error("no day with free times in the calendar's next months");
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
