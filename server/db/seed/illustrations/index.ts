import { FIGURES, type FigureId } from "./figure.ts";
import { fitBox, type Box } from "./geometry.ts";
import { backdrop, drawSpots, drawStrokes, sparkle, sparklesAround, svgDocument } from "./render.ts";
import { SCENES, TOPIC_NAMES, topicFor, type Topic } from "./scenes.ts";
import { CATEGORY_FIGURES, FALLBACK_ZONE, zoneFor } from "./zones.ts";

export { zoneFor, AREA_ZONES, FALLBACK_ZONE } from "./zones.ts";
export { topicFor } from "./scenes.ts";

export interface Size {
  width: number;
  height: number;
}

/** An SVG document and the Spanish alt text that describes it. */
/** "de el" contracts to "del" in Spanish. */
const ofName = (name: string) => (name.startsWith("el ") ? `del ${name.slice(3)}` : `de ${name}`);

export interface Illustration {
  svg: string;
  alt: string;
}

/** Where the page lays text over a banner: the art goes to the other side ('center' keeps both edges for it). */
export type Side = "left" | "right" | "center";

/** What a cover or banner is for: press covers show a newspaper, promotions a price tag, besides the topic. */
export type TopicUse = "blog" | "press" | "promotion" | "banner";

/** An area: the figure framed on the treated zone, the zone glowing blush with a few sparkles. */
export function areaIllustration(slug: string, size: Size): Illustration {
  const zone = zoneFor(slug);
  const { width, height } = size;
  const pad = Math.round(Math.min(width, height) * 0.05);
  const fit = fitBox(zone.crop, width, height, pad);
  const sparkles = zone.spots[0] ? sparklesAround(zone.spots[0], fit, Math.min(width, height) / 40) : "";
  const body =
    backdrop(width / 2, height / 2, Math.min(width, height) * 0.42) +
    drawSpots(zone.spots, fit) +
    drawStrokes(FIGURES[zone.figure].strokes, fit) +
    sparkles;
  const alt =
    zone === FALLBACK_ZONE
      ? `Ilustración ${ofName(zone.name)}`
      : `Ilustración ${ofName(zone.name)} con la zona tratada resaltada`;
  return { svg: svgDocument(width, height, alt, body), alt };
}

/** A category: the full figure of a woman or a man, or both for the combos. */
export function categoryIllustration(slug: string, size: Size): Illustration {
  const entry = CATEGORY_FIGURES[slug] ?? { figures: ["woman-front"], name: "una silueta de cuerpo entero" };
  const { width, height } = size;
  const n = entry.figures.length;
  const body = entry.figures
    .map((id: FigureId, i) => {
      const slot = { width: width / n, height };
      const fit = fitBox(FIGURES[id].box, slot.width, slot.height, Math.min(width, height) * 0.05);
      fit.dx += slot.width * i;
      return drawStrokes(FIGURES[id].strokes, fit);
    })
    .join("");
  const r = Math.min(width, height) * 0.42;
  const alt = `Ilustración ${ofName(entry.name)}`;
  return {
    svg: svgDocument(
      width,
      height,
      alt,
      backdrop(width / 2, height / 2, r) +
        sparkle(width * 0.78, height * 0.2, 12) +
        sparkle(width * 0.22, height * 0.72, 8) +
        body,
    ),
    alt,
  };
}

/** The strokes of a topic, fitted to a square box of the image. */
function drawTopic(topic: Topic, box: Box): string {
  const square = (b: Box) => fitBox(b, box.w, box.h);
  if (topic === "man") {
    const fit = square(FIGURES["man-face"].box);
    fit.dx += box.x;
    fit.dy += box.y;
    return drawStrokes(FIGURES["man-face"].strokes, fit);
  }
  const fit = square({ x: 0, y: 0, w: 200, h: 200 });
  fit.dx += box.x;
  fit.dy += box.y;
  return drawStrokes(SCENES[topic], fit);
}

/** A subject drawn on its disc, `s` pixels square, centred at (cx, cy), with sparkles about it. */
function subject(topic: Topic, cx: number, cy: number, s: number, sparkles = true): string {
  const box = { x: cx - s / 2, y: cy - s / 2, w: s, h: s };
  return (
    backdrop(cx, cy, s * 0.5) +
    drawTopic(topic, box) +
    (sparkles
      ? sparkle(cx + s * 0.42, cy - s * 0.36, s / 30) + sparkle(cx - s * 0.44, cy + s * 0.3, s / 46)
      : "")
  );
}

/** Where a wide banner's subject sits: across from the text, or at the left edge when the text is centred. */
function bannerCentre(side: Side, width: number, height: number, s: number): number {
  if (side === "left") return width * 0.75;
  if (side === "right") return width * 0.25;
  return Math.max(s / 2 + height * 0.08, width * 0.13);
}

function companion(topic: Topic, use: TopicUse): Topic | null {
  if (use === "press") return topic === "handpiece" ? null : topic;
  if (use === "promotion") return topic === "tag" || topic === "gift" ? null : "tag";
  return null;
}

/**
 * A blog, press, promotion or banner picture: the subject its words suggest (`text`: slug and title), plus a
 * newspaper for press and a price tag for promotions. Wide banners keep the side of the overlaid text calm.
 */
export function topicIllustration(
  text: string,
  size: Size,
  use: TopicUse,
  side: Side = "center",
): Illustration {
  const { width, height } = size;
  const topic = topicFor(text);
  const main: Topic = use === "press" ? "newspaper" : topic;
  const extra = companion(topic, use);
  const wide = width / height >= 1.5;
  const s = height * (wide && side === "center" ? 0.74 : 0.86);
  const cy = height / 2;
  const cx = wide && use === "banner" ? bannerCentre(side, width, height, s) : width / 2;
  let body = subject(main, extra ? cx - s * 0.18 : cx, cy, s);
  if (extra) body += subject(extra, cx + s * 0.42, cy + s * 0.2, s * 0.5, false);
  const mirrored = wide && use === "banner" && side === "center" && main !== "handpiece";
  if (mirrored) body += subject("handpiece", width - cx, cy, s * 0.8);
  const names = [
    TOPIC_NAMES[main],
    ...(extra ? [TOPIC_NAMES[extra]] : []),
    ...(mirrored ? [TOPIC_NAMES.handpiece] : []),
  ];
  const alt = `Ilustración ${ofName(names.join(" y "))}`;
  return { svg: svgDocument(width, height, alt, body), alt };
}

/** The drawn photos of a branch's gallery: what each shows, named as its alt text says it. */
export const BRANCH_PHOTOS = {
  entrada: { topic: "storefront", alt: "Ilustración de la entrada de una sucursal" },
  sala: { topic: "handpiece", alt: "Ilustración del equipo láser de la sala de tratamiento" },
  cuidados: { topic: "care", alt: "Ilustración de la crema para el cuidado de la piel después de la sesión" },
} as const satisfies Record<string, { topic: Topic; alt: string }>;

/** One of a branch's drawn photos: its subject on a disc, centred, with sparkles. */
export function branchPhotoIllustration(photo: keyof typeof BRANCH_PHOTOS, size: Size): Illustration {
  const { topic, alt } = BRANCH_PHOTOS[photo];
  const { width, height } = size;
  return { svg: svgDocument(width, height, alt, subject(topic, width / 2, height / 2, height * 0.8)), alt };
}
