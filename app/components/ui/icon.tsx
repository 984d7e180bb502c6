export type IconName =
  | "phone"
  | "mail"
  | "whatsapp"
  | "facebook"
  | "instagram"
  | "youtube"
  | "linkedin"
  | "user"
  | "cart"
  | "menu"
  | "close"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "pause"
  | "play"
  | "map-pin"
  | "clock"
  | "search";

/** A decorative icon from the shared sprite (/icons.svg): one cached file instead of markup in every bundle. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
