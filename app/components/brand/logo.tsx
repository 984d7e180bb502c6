/**
 * Candela's logo: the mark (a flame-shaped "C" of light on the brand purple) and the wordmark, set in the
 * display face. `tone="light"` is for dark backgrounds (the footer).
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="48" height="48" rx="14" fill="#5b2a86" />
      <path
        d="M32.5 15.5a12 12 0 1 0 0 17"
        fill="none"
        stroke="#f4c6d7"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path d="M24 15c2.6 3 3.6 5.6 3.6 8.1a3.6 3.6 0 0 1-7.2 0c0-2.5 1-5.1 3.6-8.1z" fill="#fdf1f5" />
    </svg>
  );
}

export function Logo({
  name,
  tone = "dark",
  compact = false,
}: {
  name: string;
  tone?: "dark" | "light";
  compact?: boolean;
}) {
  const word = tone === "light" ? "text-white" : "text-brand-700";
  const tagline = tone === "light" ? "text-blush-300" : "text-slate-600";
  return (
    <span className="flex items-center gap-3">
      <LogoMark size={compact ? 34 : 40} />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display font-semibold tracking-tight ${compact ? "text-2xl" : "text-3xl"} ${word}`}
        >
          {name}
        </span>
        <span className={`mt-1 text-[0.68rem] font-medium tracking-[0.22em] uppercase ${tagline}`}>
          Depilación láser
        </span>
      </span>
    </span>
  );
}
