/** Where a discount code stands, from its switch, its dates and its uses: what the list shows and filters by. */
export const COUPON_STATUSES = {
  activos: "Activo",
  programados: "Programado",
  vencidos: "Vencido",
  agotados: "Agotado",
  inactivos: "Desactivado",
} as const;

export type CouponStatus = keyof typeof COUPON_STATUSES;

export interface CouponStanding {
  enabled: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  /** Uses that count against `maxUses` (a released use gives its place back). */
  uses: number;
}

/**
 * One status per code, the first that holds: switched off ('Desactivado'), past its end ('Vencido'), out of uses
 * ('Agotado'), before its start ('Programado'), else 'Activo'. The list's filters select by the same order
 * (server/modules/coupons/editor.ts).
 */
export function couponStatus(code: CouponStanding, now: Date): CouponStatus {
  if (!code.enabled) return "inactivos";
  if (code.validUntil && now > code.validUntil) return "vencidos";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "agotados";
  if (code.validFrom && now < code.validFrom) return "programados";
  return "activos";
}
