import { useEffect } from "react";
import { chatWidgetScriptUrl, gtmScriptUrl, type TrackingScripts } from "#domain/tracking.ts";

/** The container's first event, which its page-view triggers wait for (Tag Manager's own snippet sends it). */
const GTM_START =
  'window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});';
const TAWK_START = "window.Tawk_API=window.Tawk_API||{};window.Tawk_LoadStart=new Date();";

function InlineScript({ code, nonce }: { code: string; nonce: string }) {
  // Browsers hide nonce values from the DOM after parsing; the server's value is the one that counts.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * The analytics (Google Tag Manager) and chat (Tawk.to) scripts when configured (docs/decisions/0027), async and
 * under the response's CSP nonce. With the tag manager, clicks on links that leave the shop are tracked too.
 */
export function ThirdPartyScripts({ tracking, nonce }: { tracking: TrackingScripts; nonce: string }) {
  const { gtmId, chatWidgetId } = tracking;
  useEffect(() => {
    if (!gtmId) return;
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    void import("#app/lib/outbound-links.ts").then(({ trackOutboundLinks }) => {
      if (!cancelled) uninstall = trackOutboundLinks(window);
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [gtmId]);

  return (
    <>
      {gtmId ? (
        <>
          <InlineScript code={GTM_START} nonce={nonce} />
          <script async src={gtmScriptUrl(gtmId)} nonce={nonce} />
        </>
      ) : null}
      {chatWidgetId ? (
        <>
          <InlineScript code={TAWK_START} nonce={nonce} />
          <script async src={chatWidgetScriptUrl(chatWidgetId)} nonce={nonce} charSet="UTF-8" />
        </>
      ) : null}
    </>
  );
}
