import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-5 font-medium ${selected ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700 hover:bg-brand-100"}`;

/** Moves the focus between tabs with the arrow, Home and End keys (WAI-ARIA tabs pattern). */
function focusByKey(e: KeyboardEvent<HTMLElement>, select?: (tab: HTMLElement) => void) {
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

/** Tabs whose panels are all in the page; every panel is server-rendered, only the selected one is shown. */
export function Tabs({
  label,
  items,
  className = "",
}: {
  label: string;
  items: TabItem[];
  className?: string;
}) {
  const [selected, setSelected] = useState(items[0]?.id);
  const base = useId();
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            data-tab={item.id}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => setSelected(item.id)}
            onKeyDown={(e) => focusByKey(e, (tab) => setSelected(tab.dataset.tab))}
            className={tabClass(item.id === selected)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="mt-6 focus:outline-none focus-visible:outline-2"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

/**
 * Tabs that are links: each tab is an address (shareable, and working before the scripts load); the page renders
 * the selected tab's panel. Arrow keys move between tabs once hydrated.
 */
export function LinkTabs({
  label,
  items,
  selected,
  panelId,
}: {
  label: string;
  items: { id: string; label: string; to: string }[];
  selected: string;
  panelId: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <Link
          key={item.id}
          role="tab"
          to={item.to}
          aria-selected={item.id === selected}
          aria-controls={panelId}
          tabIndex={item.id === selected ? 0 : -1}
          preventScrollReset
          replace
          onKeyDown={(e) => focusByKey(e)}
          className={tabClass(item.id === selected)}
        >
          {item.label}
        </Link>
      ))}
    </div>
  );
}
