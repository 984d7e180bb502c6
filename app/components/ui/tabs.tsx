import { useId, useState, type ReactNode } from "react";
import { focusByKey, tabClass } from "./tab-keys.ts";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
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
