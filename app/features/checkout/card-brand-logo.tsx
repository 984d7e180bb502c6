/**
 * The card brand's thumbnail as the payment provider gives it; decorative, the brand's name is beside it. With
 * `reserve`, a blank card of the same size holds its place until the brand is known.
 */
export function CardBrandLogo({
  thumbnail,
  reserve = false,
}: {
  thumbnail: string | null | undefined;
  /** Keep the logo's place (a blank card) while there is no brand yet. */
  reserve?: boolean;
}) {
  if (!thumbnail)
    return reserve ? (
      <span
        aria-hidden="true"
        className="flex h-8 w-12 shrink-0 items-center justify-center rounded border border-brand-100 bg-brand-50 text-brand-200"
      >
        {/* A blank card in the brand's tints: the place reads as "your card goes here", not as a missing image. */}
        <svg viewBox="0 0 24 16" width="24" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="0.75" y="0.75" width="22.5" height="14.5" rx="2.25" />
          <path d="M0.75 5h22.5M4 11h5" />
        </svg>
      </span>
    ) : null;
  return (
    <img
      src={thumbnail}
      alt=""
      width={48}
      height={32}
      className="h-8 w-12 shrink-0 rounded border border-slate-200 object-contain"
    />
  );
}
