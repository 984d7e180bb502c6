import { useEffect, useEffectEvent, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Closing a <details> menu once the scripts run: on navigation (then `onNavigated`, where focus should go
 * now that the link followed is hidden), on Escape (focus back on its summary) and on a click elsewhere.
 */
export function useDetailsMenu(ref: RefObject<HTMLDetailsElement | null>, onNavigated?: () => void) {
  const location = useLocation();
  const navigated = useEffectEvent(() => onNavigated?.());
  const shownAt = useRef(location);

  useEffect(() => {
    // Not on the first render: a menu opened before the scripts loaded stays open once they run.
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (!ref.current?.open) return;
    ref.current.open = false;
    navigated();
  }, [ref, location]);

  useEffect(() => {
    const close = (e: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(e.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref]);
}
