// The loads of the targets section that the other sections do not make: a page signed in against the same
// page anonymous, and the mixed load spread over one or several server processes.
import autocannon from "autocannon";
import { load, type LoadResult } from "./lib.ts";
import { browserHeaders } from "./operations-load.ts";
import type { Fixture } from "./operations-setup.ts";

/** What browsers ask for: kept pages then go out as the gzip kept with them. */
export const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br" };

export interface PagePair {
  path: string;
  anonymous: LoadResult;
  signedIn: LoadResult;
  cache: { anonymous: string; signedIn: string };
}

/** The `x-cache` header of the page's second request (the first may render it). */
async function cacheState(base: string, urlPath: string, headers: Record<string, string>): Promise<string> {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${base}${urlPath}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
    if (i === 1) return res.headers.get("x-cache") ?? "none";
  }
  return "none";
}

/** The page loaded anonymous, then with the customer's cookie, with `connections` connections each. */
export async function signedInAgainstAnonymous(
  base: string,
  urlPath: string,
  cookie: string,
  durationS: number,
  connections: number,
): Promise<PagePair> {
  const signedHeaders = { ...BROWSER_ENCODING, cookie };
  const cache = {
    anonymous: await cacheState(base, urlPath, BROWSER_ENCODING),
    signedIn: await cacheState(base, urlPath, signedHeaders),
  };
  const anonymous = await load(base, urlPath, durationS, BROWSER_ENCODING, undefined, connections);
  const signedIn = await load(base, urlPath, durationS, signedHeaders, undefined, connections);
  return { path: urlPath, anonymous, signedIn, cache };
}

export interface MixedResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * A third each of anonymous pages, signed-in pages (customers with two areas in the cart) and 'Lo quiero ya!'
 * (a random area into a random customer's cart), over `urls` (autocannon shares the connections out among
 * them). `publicBase` is the address the pages' Origin header names, the one all the processes share.
 */
export async function mixedLoad(
  urls: string[],
  publicBase: string,
  fx: Fixture,
  pages: string[],
  durationS: number,
  connections: number,
): Promise<MixedResult> {
  let n = 0;
  const next = () => {
    const kind = n++ % 3;
    if (kind === 0) return { method: "GET" as const, path: pick(pages), headers: BROWSER_ENCODING };
    if (kind === 1) {
      const cookie = `token=${pick(fx.customers.page).token}`;
      return { method: "GET" as const, path: pick(pages), headers: { ...BROWSER_ENCODING, cookie } };
    }
    const body = new URLSearchParams({
      intent: "add",
      productId: pick(fx.productIds),
      quantity: "1",
    }).toString();
    const headers = browserHeaders(publicBase, pick(fx.customers.add).token, body);
    return { method: "POST" as const, path: "/shop/cart.data", headers, body };
  };
  const result = await autocannon({
    // autocannon takes several addresses (its README) though its types name one.
    url: urls as unknown as string,
    connections,
    duration: durationS,
    requests: [{ method: "GET", path: "/", setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
