/** A point list written flat, `[x0, y0, x1, y1, …]`, in the coordinates of the drawing it belongs to. */
export type Points = readonly number[];

/** Uniform scale then translation, from a drawing's coordinates to the image's pixels. */
export interface Fit {
  scale: number;
  dx: number;
  dy: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Whole pixels are precise enough for 2 px lines, and keep the files small. */
const num = (n: number): string => String(Math.round(n));

/** The fit that shows `box` whole and centred in a `width`×`height` image, with `pad` pixels around it. */
export function fitBox(box: Box, width: number, height: number, pad = 0): Fit {
  const scale = Math.min((width - 2 * pad) / box.w, (height - 2 * pad) / box.h);
  return {
    scale,
    dx: width / 2 - (box.x + box.w / 2) * scale,
    dy: height / 2 - (box.y + box.h / 2) * scale,
  };
}

/** Applies a fit to a flat point list. */
export function place(points: Points, fit: Fit): number[] {
  return points.map((v, i) => v * fit.scale + (i % 2 === 0 ? fit.dx : fit.dy));
}

/** Mirrors a flat point list across the vertical line x = `axis`. */
export function mirror(points: Points, axis: number): number[] {
  return points.map((v, i) => (i % 2 === 0 ? 2 * axis - v : v));
}

/**
 * A smooth path through every point: Catmull-Rom splines written as cubic Béziers, so a few hand-placed
 * points give an even curve. A closed path also joins the last point back to the first.
 */
export function smoothPath(points: Points, closed = false): string {
  const n = points.length / 2;
  if (n < 2) return "";
  const at = (i: number): [number, number] => {
    const k = closed ? ((i % n) + n) % n : Math.max(0, Math.min(n - 1, i));
    return [points[2 * k]!, points[2 * k + 1]!];
  };
  // Consecutive curves share one "C": the command repeats implicitly.
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}C`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d +=
      `${i ? " " : ""}${num(x1 + (x2 - x0) / 6)} ${num(y1 + (y2 - y0) / 6)} ` +
      `${num(x2 - (x3 - x1) / 6)} ${num(y2 - (y3 - y1) / 6)} ${num(x2)} ${num(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

export { num };
