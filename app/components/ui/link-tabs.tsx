import { Link } from "react-router";
import { focusByKey, tabClass } from "./tab-keys.ts";

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
