import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could begin a preload link that the next chunk completes. */
function partialTail(text: string): number {
  for (let k = Math.min(PRELOAD.length - 1, text.length); k > 0; k--) {
    if (PRELOAD.startsWith(text.slice(-k))) return k;
  }
  return 0;
}

/**
 * Marks a page's module preloads low priority, so that a phone on a slow network fetches the stylesheet, the
 * fonts and the largest image first and paints them, and then the scripts that hydrate the page. React
 * Router's `<Scripts>` has no attribute for it, so the rendered HTML is rewritten on its way out.
 */
export function lowPriorityPreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carried = "";
  const rewrite = (text: string, last: boolean) => {
    const all = (carried + text).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
    const keep = last ? 0 : partialTail(all);
    carried = all.slice(all.length - keep);
    return all.slice(0, all.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewrite(decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, rewrite(decoder.end(), true));
    },
  });
}
