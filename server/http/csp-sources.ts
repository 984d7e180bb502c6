/** Hosts a page may use beyond its own origin, by directive. */
export interface ExtraSources {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  frame?: readonly string[];
  style?: readonly string[];
  font?: readonly string[];
}

const DIRECTIVES = ["script", "connect", "img", "frame", "style", "font"] as const;

/** The union of several lists, each host once, in order of appearance; empty directives left out. */
export function mergeSources(...lists: (ExtraSources | undefined)[]): ExtraSources {
  const merged: ExtraSources = {};
  for (const directive of DIRECTIVES) {
    const hosts = [...new Set(lists.flatMap((list) => list?.[directive] ?? []))];
    if (hosts.length) merged[directive] = hosts;
  }
  return merged;
}
