import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon.tsx";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes it with Escape, makes the page
 * behind inert and gives focus back to the opener. A click on the backdrop closes it too. `variant="drawer"`
 * slides it in from the side.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  id,
  variant = "modal",
  hideTitle = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  id?: string;
  variant?: "modal" | "drawer";
  hideTitle?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Escape is handled by the browser; the click only catches the backdrop, which has no keyboard equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={`dialog dialog-${variant}`}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog-body">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className={hideTitle ? "sr-only" : "text-xl font-semibold text-slate-900"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            <Icon name="close" size={20} />
            Cerrar
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
