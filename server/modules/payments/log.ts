/** The logger the payment module writes to (Fastify's, or nothing). */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: PaymentLog = { info() {}, warn() {}, error() {} };
