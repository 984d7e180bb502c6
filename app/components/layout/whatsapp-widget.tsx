import { useEffect, useRef, useState, type RefObject } from "react";
import { useStorefront } from "#app/lib/storefront.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { Spot } from "./whatsapp-clearance.ts";

const SPOT_CLASS = {
  right: "right-4",
  left: "left-4",
  // Out of the way until a scroll frees a corner; still in the page for the next check.
  none: "right-4 invisible opacity-0",
};

/**
 * Where the button sits. It starts in its usual corner (as the server drew it); the code that looks for a free
 * corner loads after hydration, off the first scripts, like the clock.
 */
function useClearSpot(ref: RefObject<HTMLElement | null>, active: boolean): Spot {
  const [spot, setSpot] = useState<Spot>("right");
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./whatsapp-clearance.ts").then(({ watchClearSpot }) => {
      if (!cancelled && ref.current) stop = watchClearSpot(ref.current, setSpot);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, active]);
  return spot;
}

/**
 * The floating WhatsApp button (SPEC.md §2). The server judges the opening hours for the first paint; the
 * browser judges them again as soon as the clock code has loaded (after hydration, off the first scripts) and
 * every 10 seconds, always on the shop's clock. It never sits on a control of the page (it moves to the other
 * corner or steps aside) nor above an open dialog (app.css).
 */
export function WhatsappWidget() {
  const { whatsapp } = useStorefront();
  const [link, setLink] = useState(whatsapp.initial);
  const ref = useRef<HTMLAnchorElement>(null);
  const spot = useClearSpot(ref, !!link);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import("./whatsapp-link.ts").then(({ whatsappLink, WHATSAPP_CHECK_MS }) => {
      if (cancelled) return;
      const check = () => setLink(whatsappLink(whatsapp.settings, new Date()));
      check();
      timer = setInterval(check, WHATSAPP_CHECK_MS);
    });
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [whatsapp.settings]);

  if (!link) return null;
  return (
    <a
      ref={ref}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp={link.open ? "open" : "closed"}
      data-spot={spot}
      className={`whatsapp-button fixed bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1b7e3c] text-white shadow-lg transition-opacity hover:bg-[#156630] focus-visible:outline-offset-4 ${SPOT_CLASS[spot]}`}
      aria-label={
        link.open
          ? "Escribinos por WhatsApp (se abre en una pestaña nueva)"
          : "Escribinos por WhatsApp: fuera de horario, te respondemos a la brevedad (se abre en una pestaña nueva)"
      }
    >
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
