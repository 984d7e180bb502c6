import { num, place, smoothPath, type Fit, type Points } from "./geometry.ts";
import type { Stroke } from "./figure.ts";

/** The shop's palette for illustrations. */
export const INK = {
  plum: "#5b2a86",
  blush: "#f4c6d7",
  rose: "#e48aab",
  lilac: "#efe1f4",
  paperFrom: "#fdf1f5",
  paperTo: "#f8f2fb",
} as const;

/** Stroke widths in image pixels: the same on every image, whatever the zoom. */
const WEIGHT = { line: 2.5, detail: 1.6 } as const;

const FILLS = { lilac: INK.lilac, blush: INK.blush, paper: INK.paperFrom } as const;

function sharpPath(points: Points, closed: boolean): string {
  let d = "";
  for (let i = 0; i < points.length; i += 2)
    d += `${i === 0 ? "M" : "L"}${num(points[i]!)} ${num(points[i + 1]!)}`;
  return closed ? `${d}Z` : d;
}

function extent(points: Points): number {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** The strokes as SVG paths placed by `fit`; lines share one group carrying colour, caps and joins. */
export function drawStrokes(strokes: readonly Stroke[], fit: Fit): string {
  const out = strokes.map((s) => {
    const pts = place(s.points, fit);
    // A detail shorter than a few pixels would only be a smudge at this zoom.
    if (s.detail && extent(pts) < 6) return "";
    const d = s.sharp ? sharpPath(pts, !!s.closed) : smoothPath(pts, !!s.closed);
    const fill = s.fill ? ` fill="${FILLS[s.fill]}"` : "";
    const weight = s.detail ? ` stroke-width="${WEIGHT.detail}" stroke-opacity=".7"` : "";
    const band = s.band ? `<path d="${d}" stroke="${INK.blush}" stroke-width="${num(14 * fit.scale)}"/>` : "";
    return `${band}<path d="${d}"${fill}${weight}/>`;
  });
  return `<g fill="none" stroke="${INK.plum}" stroke-width="${WEIGHT.line}" stroke-linecap="round" stroke-linejoin="round">${out.join("")}</g>`;
}

/** A soft blush glow: an ellipse in the drawing's coordinates. */
export interface Spot {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Degrees, clockwise. */
  rotate?: number;
}

/** Glowing ellipses filled with the radial gradient `#glow` that `background` defines. */
export function drawSpots(spots: readonly Spot[], fit: Fit): string {
  return spots
    .map((s) => {
      const cx = num(s.cx * fit.scale + fit.dx);
      const cy = num(s.cy * fit.scale + fit.dy);
      const rot = s.rotate ? ` transform="rotate(${s.rotate} ${cx} ${cy})"` : "";
      return `<ellipse cx="${cx}" cy="${cy}" rx="${num(s.rx * fit.scale)}" ry="${num(s.ry * fit.scale)}" fill="url(#glow)"${rot}/>`;
    })
    .join("");
}

/** A four-pointed sparkle of radius `r` pixels at an image point. */
export function sparkle(x: number, y: number, r: number, color: string = INK.rose): string {
  const k = r * 0.22;
  return (
    `<path d="M${num(x)} ${num(y - r)}Q${num(x + k)} ${num(y - k)} ${num(x + r)} ${num(y)}` +
    `Q${num(x + k)} ${num(y + k)} ${num(x)} ${num(y + r)}Q${num(x - k)} ${num(y + k)} ${num(x - r)} ${num(y)}` +
    `Q${num(x - k)} ${num(y - k)} ${num(x)} ${num(y - r)}Z" fill="${color}"/>`
  );
}

/** Sparkles and dots around a spot, at fixed angles so the same spot always sparkles alike. */
export function sparklesAround(spot: Spot, fit: Fit, size: number): string {
  const cx = spot.cx * fit.scale + fit.dx;
  const cy = spot.cy * fit.scale + fit.dy;
  const rx = Math.max(spot.rx * fit.scale, size * 1.5);
  const ry = Math.max(spot.ry * fit.scale, size * 1.5);
  const at = (deg: number, k: number) => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  };
  const [x1, y1] = at(-50, 1.05);
  const [x2, y2] = at(160, 1.1);
  const [x3, y3] = at(-130, 1.25);
  const [x4, y4] = at(30, 1.2);
  return (
    sparkle(x1, y1, size) +
    sparkle(x2, y2, size * 0.65) +
    `<circle cx="${num(x3)}" cy="${num(y3)}" r="${num(size * 0.22)}" fill="${INK.rose}"/>` +
    `<circle cx="${num(x4)}" cy="${num(y4)}" r="${num(size * 0.18)}" fill="${INK.rose}"/>`
  );
}

/** The paper: a blush-to-lilac wash, plus the gradient the glows use. */
export function background(width: number, height: number): string {
  return (
    `<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK.paperFrom}"/><stop offset="1" stop-color="${INK.paperTo}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${INK.rose}" stop-opacity=".6"/><stop offset=".55" stop-color="${INK.blush}" stop-opacity=".7"/><stop offset="1" stop-color="${INK.blush}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#paper)"/>`
  );
}

/** A large, quiet disc behind the subject, to seat it on the page. */
export function backdrop(cx: number, cy: number, r: number): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#fff" fill-opacity=".55"/>`;
}

/** The SVG document: fixed size and view box, a role and label for assistive technology. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    background(width, height) +
    body +
    `</svg>`
  );
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
