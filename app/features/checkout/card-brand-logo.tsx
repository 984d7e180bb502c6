/**
 * The card brand's thumbnail as the payment provider gives it; decorative, the brand's name is beside it. With
 * `reserve`, an empty frame of the same size holds its place until the brand is known.
 */
export function CardBrandLogo({
  thumbnail,
  reserve = false,
}: {
  thumbnail: string | null | undefined;
  /** Keep the logo's place (an empty frame) while there is no brand yet. */
  reserve?: boolean;
}) {
  if (!thumbnail)
    return reserve ? (
      <span
        aria-hidden="true"
        className="block h-8 w-12 shrink-0 rounded border border-dashed border-slate-300"
      />
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
