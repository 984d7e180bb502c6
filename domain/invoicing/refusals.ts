/**
 * ARCA's refusals as staff read them, and which of them a retry can fix. ARCA writes its observations and errors
 * in Spanish already; they are kept and shown as they came, with their code.
 */

export interface ArcaNotice {
  code: number;
  message: string;
}

/**
 * 10016: the number (or date) is not the next one ARCA expects. Reading the last number again and asking for
 * the next one fixes it; every other refusal is about the voucher's data and waits for staff's 'Reintentar'.
 */
export const RETRYABLE_REFUSALS: ReadonlySet<number> = new Set([10016]);

export function retryCanHelp(errors: readonly ArcaNotice[]): boolean {
  return errors.length > 0 && errors.every((e) => RETRYABLE_REFUSALS.has(e.code));
}

/** "10015: El campo DocNro es inválido." — code 0 is the shop's own note, shown without a code. */
export function noticeText(notice: ArcaNotice): string {
  return notice.code > 0 ? `${notice.code}: ${notice.message}` : notice.message;
}
