import { useEffect, useRef } from "react";
import { track } from "#app/lib/analytics.ts";

/** Sends one analytics event when the component first shows (SPEC.md §7: registration and verification). */
export function useTrackOnce(event: string, payload: Record<string, unknown> = {}) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    track(event, payload);
  }, [event, payload]);
}
