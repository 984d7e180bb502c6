import { useEffect, useState } from "react";
import { WHATSAPP_CHECK_MS, whatsappTarget, whatsappUrl } from "../../../domain/whatsapp.ts";
import { useStorefront } from "../../lib/storefront.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * The floating WhatsApp button (SPEC.md §2). The server judges the opening hours for the first paint; the
 * browser judges them again at once and every 10 seconds, always on the shop's clock.
 */
export function WhatsappWidget() {
  const { whatsapp } = useStorefront();
  const [target, setTarget] = useState(whatsapp.initial);

  useEffect(() => {
    const check = () => setTarget(whatsappTarget(whatsapp.settings, new Date()));
    check();
    const timer = setInterval(check, WHATSAPP_CHECK_MS);
    return () => clearInterval(timer);
  }, [whatsapp.settings]);

  if (!target) return null;
  return (
    <a
      href={whatsappUrl(target.number)}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp={target.open ? "open" : "closed"}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1b7e3c] text-white shadow-lg hover:bg-[#156630] focus-visible:outline-offset-4"
      aria-label={
        target.open
          ? "Escribinos por WhatsApp (se abre en una pestaña nueva)"
          : "Escribinos por WhatsApp: fuera de horario, te respondemos a la brevedad (se abre en una pestaña nueva)"
      }
    >
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
