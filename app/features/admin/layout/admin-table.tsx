import type { CSSProperties, ReactNode } from "react";

/** The column names as CSS strings (--col-1, --col-2…), which label each cell of a row shown as a card. */
function columnLabels(columns: readonly string[]): CSSProperties {
  return Object.fromEntries(
    columns.flatMap((name, i) => (name ? [[`--col-${i + 1}`, JSON.stringify(name)]] : [])),
  ) as CSSProperties;
}

/**
 * A back-office table: a hidden caption, a header row of column names, and the rows the caller gives. Below the
 * md breakpoint each row is a card whose cells carry their column's name (app.css, `.admin-table`); a region the
 * keyboard can reach (and scroll) holds it, should a wide table still need to scroll sideways.
 */
export function AdminTable({
  caption,
  columns,
  className = "",
  children,
}: {
  caption: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    // A region that scrolls must take the keyboard's focus to be scrolled without a mouse (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      <table className="admin-table w-full text-left text-sm" style={columnLabels(columns)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-brand-100 text-slate-600">
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="py-2 pr-4 font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
