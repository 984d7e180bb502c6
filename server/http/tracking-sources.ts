import type { TrackingScripts } from "#domain/tracking.ts";
import { mergeSources, type ExtraSources } from "./csp-sources.ts";

/**
 * What a Tag Manager container needs: gtm.js itself, and the hosts of the Google Analytics 4 tag it usually
 * carries (Google's CSP guide for Tag Manager). Other vendors' tags added in the container need their hosts here.
 */
export const GTM_SOURCES: ExtraSources = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

/** What the Tawk.to widget needs: its scripts, frames, styles and fonts, and its live connection. */
export const TAWK_SOURCES: ExtraSources = {
  script: ["https://*.tawk.to"],
  connect: ["https://*.tawk.to", "wss://*.tawk.to"],
  img: ["https://*.tawk.to", "https://tawk.link"],
  frame: ["https://*.tawk.to"],
  style: ["https://*.tawk.to", "https://fonts.googleapis.com"],
  font: ["https://*.tawk.to", "https://fonts.gstatic.com"],
};

/** The hosts of the configured scripts only: nothing when none is configured. */
export function trackingSources(tracking: TrackingScripts): ExtraSources {
  return mergeSources(
    tracking.gtmId ? GTM_SOURCES : undefined,
    tracking.chatWidgetId ? TAWK_SOURCES : undefined,
  );
}
