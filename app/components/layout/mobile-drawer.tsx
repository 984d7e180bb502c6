import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";

const DRAWER_ID = "menu-movil";

// The drawer's content is only needed once the visitor opens it: it loads then (or as the pointer or focus
// reaches the button), keeping it out of every page's first scripts.
const loadPanel = () => import("./mobile-drawer-panel.tsx");
const MobileDrawerPanel = lazy(loadPanel);

/** The phone menu: a 'Menú' button opening a side drawer with every link, closed by 'Cerrar' or a navigation. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location);
  // Any navigation (a link in the drawer, back or forward) closes it.
  if (location !== openedAt) {
    setOpenedAt(location);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50 lg:hidden"
        aria-expanded={open}
        aria-controls={mounted ? DRAWER_ID : undefined}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={24} />
        Menú
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel id={DRAWER_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
