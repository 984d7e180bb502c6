/** The card brand's thumbnail as the payment provider gives it; decorative, the brand's name is beside it. */
export function CardBrandLogo({ thumbnail }: { thumbnail: string | null | undefined }) {
  if (!thumbnail) return null;
  return (
    <img
      src={thumbnail}
      alt=""
      width={48}
      height={32}
      className="h-8 w-12 rounded border border-slate-200 object-contain"
    />
  );
}
