/** A row of five stars, `filled` of them coloured; hidden from assistive technology (the text says it). */
export function Stars({ filled, size = "md" }: { filled: number; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={`tracking-tight ${size === "lg" ? "text-2xl" : "text-lg"} leading-none`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? "text-amber-500" : "text-slate-300"}>
          ★
        </span>
      ))}
    </span>
  );
}
