import type { ReactNode } from "react";

/**
 * A back-office table: a hidden caption, a header row of column names, and the rows the caller gives. On a narrow
 * screen it scrolls sideways in a region the keyboard can reach (and scroll) too.
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
      <table className="w-full text-left text-sm">
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
