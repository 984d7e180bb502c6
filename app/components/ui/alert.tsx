import type { ReactNode } from "react";

const TONES = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
} as const;

/**
 * A message box. Errors and warnings are announced at once (role alert), success and information politely
 * (role status).
 */
export function Alert({
  tone = "info",
  title,
  children,
  className = "",
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={`rounded-xl border px-4 py-3 ${TONES[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : ""}>{children}</div> : null}
    </div>
  );
}
