/**
 * The official `mercadopago` SDK calls the global fetch with a fixed base URL; tests send its requests for
 * https://api.mercadopago.com/… to a local server instead, until `vi.unstubAllGlobals()`
 * (docs/decisions/0006-mercadopago-contract-tests.md).
 */
import { vi } from "vitest";

export const MP_API = "https://api.mercadopago.com";

/** Sends the SDK's requests for https://api.mercadopago.com/… to `target()` instead (until unstubbed). */
export function redirectMercadoPago(target: () => string, onRedirect?: (sdkUrl: string) => void) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MP_API)) return realFetch(input, init);
    onRedirect?.(url);
    return realFetch(target() + url.slice(MP_API.length), init);
  });
}
