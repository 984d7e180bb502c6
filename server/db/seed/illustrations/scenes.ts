import type { Stroke } from "./figure.ts";

/** The subjects of the blog, press, promotion and banner pictures, each drawn in a 200×200 box. */
export type SceneId =
  | "sun"
  | "calendar"
  | "handpiece"
  | "newspaper"
  | "storefront"
  | "gift"
  | "tag"
  | "card"
  | "ribbon"
  | "friends"
  | "bubbles"
  | "care"
  | "checklist";

function circle(cx: number, cy: number, r: number, extra: Partial<Stroke> = {}): Stroke {
  const points: number[] = [];
  const n = r < 6 ? 6 : 12;
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    points.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return { points, closed: true, ...extra };
}

/** A rectangle with corners rounded by `r`, drawn as short straight steps. */
function roundRect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  extra: Partial<Stroke> = {},
): Stroke {
  const points: number[] = [];
  const corners = [
    [x + w - r, y + r, -90],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, 90],
    [x + r, y + r, 180],
  ] as const;
  for (const [cx, cy, start] of corners) {
    for (let k = 0; k <= 3; k++) {
      const a = ((start + k * 30) * Math.PI) / 180;
      points.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
  }
  return { points, closed: true, sharp: true, ...extra };
}

const line = (...points: number[]): Stroke => ({ points, sharp: true });
const detail = (...points: number[]): Stroke => ({ points, sharp: true, detail: true });
const curve = (...points: number[]): Stroke => ({ points });

function rays(cx: number, cy: number, r1: number, r2: number, count: number, offset = 0): Stroke[] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((offset + (i * 360) / count) * Math.PI) / 180;
    return line(cx + Math.cos(a) * r1, cy + Math.sin(a) * r1, cx + Math.cos(a) * r2, cy + Math.sin(a) * r2);
  });
}

function rotate(strokes: Stroke[], deg: number, cx = 100, cy = 100): Stroke[] {
  const a = (deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return strokes.map((st) => ({
    ...st,
    points: st.points.map((v, i, all) => {
      const [x, y] = i % 2 === 0 ? [v, all[i + 1]!] : [all[i - 1]!, v];
      return i % 2 === 0 ? cx + (x - cx) * c - (y - cy) * s : cy + (x - cx) * s + (y - cy) * c;
    }),
  }));
}

export const SCENES: Record<SceneId, Stroke[]> = {
  sun: [
    circle(100, 84, 34, { fill: "blush" }),
    ...rays(100, 84, 46, 62, 12),
    curve(30, 160, 52, 150, 76, 160, 100, 150, 124, 160, 148, 150, 170, 160),
    { ...curve(48, 178, 70, 170, 92, 178, 114, 170, 136, 178, 152, 172), detail: true },
  ],
  calendar: [
    roundRect(36, 44, 128, 124, 14, { fill: "paper" }),
    line(36, 78, 164, 78),
    line(70, 32, 70, 56),
    line(130, 32, 130, 56),
    ...[0, 1, 2, 3].flatMap((c) =>
      [0, 1, 2].map((r) => circle(60 + c * 27, 100 + r * 24, 3.2, { fill: "lilac", detail: true })),
    ),
    circle(114, 124, 12, { fill: "blush" }),
  ],
  handpiece: rotate(
    [
      curve(100, 34, 108, 16, 126, 8, 150, 12, 170, 26),
      roundRect(82, 34, 36, 38, 12, { fill: "lilac" }),
      { points: [86, 72, 90, 140, 110, 140, 114, 72], sharp: true, fill: "paper" },
      roundRect(91, 140, 18, 14, 4, { fill: "blush" }),
      detail(100, 164, 100, 178),
      detail(88, 160, 80, 172),
      detail(112, 160, 120, 172),
      detail(92, 92, 108, 92),
      detail(93, 104, 107, 104),
    ],
    -28,
    100,
    100,
  ),
  newspaper: [
    { points: [40, 40, 150, 40, 150, 160, 52, 160, 40, 148], closed: true, sharp: true, fill: "paper" },
    line(150, 72, 168, 72, 168, 150, 160, 160, 150, 160),
    line(56, 60, 134, 60),
    roundRect(56, 76, 36, 34, 4, { fill: "blush" }),
    ...[80, 92, 104].map((y) => detail(102, y, 134, y)),
    ...[124, 136, 148].map((y) => detail(56, y, 134, y)),
  ],
  storefront: [
    roundRect(42, 78, 116, 90, 3, { fill: "paper" }),
    { points: [34, 78, 42, 46, 158, 46, 166, 78], sharp: true, fill: "lilac" },
    curve(34, 78, 48, 90, 63, 78),
    curve(63, 78, 77, 90, 92, 78),
    curve(92, 78, 106, 90, 121, 78),
    curve(121, 78, 135, 90, 150, 78),
    line(150, 78, 158, 88, 166, 78),
    roundRect(56, 108, 40, 36, 3, { fill: "blush" }),
    line(110, 168, 110, 108, 142, 108, 142, 168),
    { ...circle(134, 140, 2.2), detail: true },
    line(24, 168, 176, 168),
  ],
  gift: [
    roundRect(50, 90, 100, 76, 4, { fill: "paper" }),
    roundRect(42, 70, 116, 22, 4, { fill: "lilac" }),
    line(100, 70, 100, 166),
    curve(100, 70, 82, 50, 66, 52, 68, 66, 100, 70),
    curve(100, 70, 118, 50, 134, 52, 132, 66, 100, 70),
    { ...line(90, 90, 110, 90, 110, 166, 90, 166), closed: true, fill: "blush" },
  ],
  tag: rotate(
    [
      { points: [70, 40, 130, 40, 130, 140, 100, 170, 70, 140], closed: true, sharp: true, fill: "blush" },
      circle(100, 62, 8, { fill: "paper" }),
      curve(100, 54, 92, 30, 106, 18, 122, 24),
      circle(88, 96, 7),
      circle(112, 128, 7),
      line(116, 90, 84, 134),
    ],
    18,
  ),
  card: [
    roundRect(30, 52, 140, 92, 10, { fill: "paper" }),
    line(30, 76, 170, 76),
    roundRect(44, 90, 26, 20, 4, { fill: "blush" }),
    ...[0, 1, 2, 3].map((i) => detail(82 + i * 20, 124, 96 + i * 20, 124)),
    circle(60, 166, 8, { fill: "blush" }),
    circle(88, 166, 8, { fill: "blush" }),
    circle(116, 166, 8, { fill: "lilac" }),
    circle(144, 166, 8, { fill: "lilac" }),
  ],
  ribbon: [
    {
      points: [
        64, 170, 84, 130, 100, 100, 118, 66, 120, 40, 100, 26, 80, 40, 82, 66, 100, 100, 116, 130, 136, 170,
      ],
      band: true,
    },
  ],
  friends: [
    {
      points: [100, 60, 86, 48, 84, 36, 92, 30, 100, 36, 108, 30, 116, 36, 114, 48],
      closed: true,
      fill: "blush",
    },
    circle(70, 76, 20, { fill: "paper" }),
    curve(34, 150, 40, 118, 70, 106, 100, 118, 106, 140),
    circle(130, 70, 22, { fill: "lilac" }),
    curve(96, 150, 102, 114, 130, 100, 160, 114, 166, 150),
  ],
  bubbles: [
    {
      points: [30, 40, 110, 40, 110, 96, 62, 96, 44, 114, 48, 96, 30, 96],
      closed: true,
      sharp: true,
      fill: "paper",
    },
    curve(58, 58, 62, 50, 72, 48, 80, 54, 78, 64, 70, 70, 70, 78),
    { ...circle(70, 87, 1.8), fill: "lilac" },
    {
      points: [92, 104, 170, 104, 170, 158, 154, 158, 156, 176, 138, 158, 92, 158],
      closed: true,
      sharp: true,
      fill: "blush",
    },
    line(114, 132, 126, 144, 148, 118),
  ],
  care: [
    roundRect(44, 100, 84, 66, 10, { fill: "paper" }),
    roundRect(38, 84, 96, 20, 6, { fill: "lilac" }),
    detail(58, 130, 114, 130),
    curve(152, 60, 140, 82, 138, 96, 146, 106, 158, 106, 166, 96, 164, 82, 152, 60),
    { ...circle(150, 146, 10), fill: "blush" },
  ],
  checklist: [
    roundRect(52, 38, 96, 130, 10, { fill: "paper" }),
    roundRect(78, 30, 44, 18, 6, { fill: "lilac" }),
    ...[70, 102, 134].flatMap((y, i) => [
      i < 2 ? line(66, y + 2, 72, y + 8, 84, y - 4) : { ...circle(74, y + 2, 6), detail: true },
      detail(94, y + 2, 132, y + 2),
    ]),
  ],
};

/** Which scene a topic shows, by words of its slug and title; the laser handpiece otherwise. */
const TOPIC_RULES: [RegExp, SceneId | "man"][] = [
  [/hombre/, "man"],
  [/verano|sol\b/, "sun"],
  [/navidad|regal/, "gift"],
  [/primera|sesion|turno|prepar/, "calendar"],
  [/mito/, "bubbles"],
  [/cuidado|piel|crema/, "care"],
  [/franquicia|sucursal|local|sumate|red-candela/, "storefront"],
  [/cuota|tarjeta|pago|interes/, "card"],
  [/black|off|descuento|2x1|oferta/, "tag"],
  [/referid|recomend/, "friends"],
  [/rosa|prevencion/, "ribbon"],
  [/metodo|trabajamos/, "checklist"],
  [/soprano|tecnolog/, "handpiece"],
];

export type Topic = SceneId | "man";

/** Lower case, no accents, words joined by dashes: how slugs and titles are matched. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, "-");
}

export function topicFor(text: string): Topic {
  const words = normalize(text);
  return TOPIC_RULES.find(([re]) => re.test(words))?.[1] ?? "handpiece";
}

/** How the alt text names each subject. */
export const TOPIC_NAMES: Record<Topic, string> = {
  man: "un hombre",
  sun: "un sol de verano",
  calendar: "un calendario de sesiones",
  handpiece: "el cabezal del equipo láser",
  newspaper: "un diario",
  storefront: "una sucursal",
  gift: "un regalo",
  tag: "una etiqueta de descuento",
  card: "una tarjeta y sus cuotas",
  ribbon: "el lazo rosa de la prevención",
  friends: "dos amigas",
  bubbles: "preguntas y respuestas",
  care: "una crema para el cuidado de la piel",
  checklist: "una lista de pasos",
};
