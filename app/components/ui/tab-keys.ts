import type { KeyboardEvent } from "react";

/** The tab look shared by both kinds of tabs. */
export const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-5 font-medium ${selected ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700 hover:bg-brand-100"}`;

/** Moves the focus between tabs with the arrow, Home and End keys (WAI-ARIA tabs pattern). */
export function focusByKey(e: KeyboardEvent<HTMLElement>, select?: (tab: HTMLElement) => void) {
  const list = e.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const current = tabs.indexOf(e.currentTarget);
  if (current < 0) return;
  const next =
    e.key === "ArrowRight"
      ? (current + 1) % tabs.length
      : e.key === "ArrowLeft"
        ? (current - 1 + tabs.length) % tabs.length
        : e.key === "Home"
          ? 0
          : e.key === "End"
            ? tabs.length - 1
            : -1;
  if (next < 0) return;
  e.preventDefault();
  tabs[next]?.focus();
  if (tabs[next]) select?.(tabs[next]);
}
