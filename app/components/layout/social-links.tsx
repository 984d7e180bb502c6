import { Icon } from "#app/components/ui/icon.tsx";
import type { Storefront } from "#app/lib/storefront.ts";

const NETWORKS = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
  { key: "linkedin", label: "LinkedIn" },
] as const;

/** The client's social profiles that are configured, as icon links. */
export function SocialLinks({
  social,
  className = "",
  size = 18,
}: {
  social: Storefront["client"]["social"];
  className?: string;
  size?: number;
}) {
  const links = NETWORKS.filter((n) => social[n.key]);
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map((n) => (
        <li key={n.key}>
          <a
            href={social[n.key]!}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10"
            aria-label={`${n.label} (se abre en una pestaña nueva)`}
          >
            <Icon name={n.key} size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
