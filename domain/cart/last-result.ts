/**
 * SPEC.md §2: an empty cart with a payment shows that payment's result instead of the empty summary. The
 * result stays until the customer leaves it by starting a new purchase: adding an area after the payment.
 */
export function showsLastResult(
  cart: { lines: readonly unknown[]; itemAddedAt: Date | null },
  payment: { createdAt: Date } | null,
): boolean {
  if (!payment || cart.lines.length > 0) return false;
  return !cart.itemAddedAt || cart.itemAddedAt.getTime() <= payment.createdAt.getTime();
}
