import type { Box } from "./geometry.ts";
import type { FigureId } from "./figure.ts";
import type { Spot } from "./render.ts";

/** Where an area is on the body: the figure that shows it, the part of it to frame and the glowing spots. */
export interface Zone {
  figure: FigureId;
  crop: Box;
  spots: Spot[];
  /** How the alt text names what is shown, e.g. "las axilas". */
  name: string;
}

const BODY_AXIS = 250;
const FACE_AXIS = 300;

/** A spot on the right side and its mirror image. */
function both(spot: Spot, axis: number): Spot[] {
  return [spot, { ...spot, cx: 2 * axis - spot.cx, rotate: spot.rotate ? -spot.rotate : undefined }];
}

const CROP = {
  full: { x: 0, y: 0, w: 500, h: 1000 },
  upperBody: { x: 60, y: 140, w: 380, h: 500 },
  chest: { x: 115, y: 160, w: 270, h: 270 },
  belly: { x: 125, y: 300, w: 250, h: 250 },
  pelvis: { x: 125, y: 390, w: 250, h: 250 },
  tailbone: { x: 150, y: 400, w: 200, h: 200 },
  back: { x: 95, y: 150, w: 310, h: 360 },
  legs: { x: 95, y: 450, w: 310, h: 550 },
  lowerLegs: { x: 120, y: 660, w: 260, h: 340 },
  thighs: { x: 115, y: 440, w: 270, h: 340 },
  knees: { x: 145, y: 630, w: 210, h: 210 },
  feet: { x: 150, y: 800, w: 200, h: 200 },
  hand: { x: 270, y: 390, w: 230, h: 230 },
  nape: { x: 150, y: 10, w: 200, h: 260 },
  face: { x: 0, y: 0, w: 600, h: 600 },
  faceClose: { x: 130, y: 130, w: 340, h: 340 },
  lowerFace: { x: 140, y: 200, w: 320, h: 320 },
  neck: { x: 110, y: 250, w: 380, h: 350 },
} satisfies Record<string, Box>;

const womanArms = [
  ...both({ cx: 364, cy: 330, rx: 20, ry: 70, rotate: -8 }, BODY_AXIS),
  ...both({ cx: 384, cy: 460, rx: 18, ry: 62, rotate: -10 }, BODY_AXIS),
];
const manArms = [
  ...both({ cx: 370, cy: 330, rx: 24, ry: 72, rotate: -8 }, BODY_AXIS),
  ...both({ cx: 394, cy: 464, rx: 20, ry: 64, rotate: -8 }, BODY_AXIS),
];
const legs: Spot[] = [
  ...both({ cx: 296, cy: 600, rx: 42, ry: 80 }, BODY_AXIS),
  ...both({ cx: 294, cy: 730, rx: 30, ry: 40 }, BODY_AXIS),
  ...both({ cx: 294, cy: 840, rx: 28, ry: 70 }, BODY_AXIS),
];
const lowerLegs = both({ cx: 294, cy: 840, rx: 28, ry: 80 }, BODY_AXIS);
const armpits = both({ cx: 330, cy: 278, rx: 16, ry: 22 }, BODY_AXIS);
const bikini = both({ cx: 300, cy: 520, rx: 20, ry: 34, rotate: -38 }, BODY_AXIS);
const womanFace: Spot[] = [{ cx: 300, cy: 300, rx: 100, ry: 125 }];

/** Each area of the demo catalogue, by slug. */
export const AREA_ZONES: Record<string, Zone> = {
  axilas: { figure: "woman-front", crop: CROP.chest, spots: armpits, name: "las axilas" },
  bozo: {
    figure: "woman-face",
    crop: CROP.faceClose,
    spots: [{ cx: 300, cy: 334, rx: 44, ry: 16 }],
    name: "el bozo",
  },
  menton: {
    figure: "woman-face",
    crop: CROP.faceClose,
    spots: [{ cx: 300, cy: 396, rx: 46, ry: 24 }],
    name: "el mentón",
  },
  "rostro-completo": { figure: "woman-face", crop: CROP.face, spots: womanFace, name: "el rostro completo" },
  patillas: {
    figure: "woman-face",
    crop: CROP.faceClose,
    spots: both({ cx: 382, cy: 262, rx: 12, ry: 32 }, FACE_AXIS),
    name: "las patillas",
  },
  entrecejo: {
    figure: "woman-face",
    crop: CROP.faceClose,
    spots: [{ cx: 300, cy: 232, rx: 22, ry: 16 }],
    name: "el entrecejo",
  },
  cuello: {
    figure: "woman-face",
    crop: CROP.neck,
    spots: [{ cx: 300, cy: 450, rx: 50, ry: 44 }],
    name: "el cuello",
  },
  "cavado-simple": { figure: "woman-front", crop: CROP.pelvis, spots: bikini, name: "el cavado simple" },
  "cavado-completo": {
    figure: "woman-front",
    crop: CROP.pelvis,
    spots: [{ cx: 250, cy: 510, rx: 62, ry: 42 }],
    name: "el cavado completo",
  },
  "tira-de-cola": {
    figure: "woman-back",
    crop: CROP.tailbone,
    spots: [{ cx: 250, cy: 510, rx: 14, ry: 40 }],
    name: "la tira de cola",
  },
  "linea-alba": {
    figure: "woman-front",
    crop: CROP.belly,
    spots: [{ cx: 250, cy: 470, rx: 12, ry: 52 }],
    name: "la línea alba",
  },
  areolas: {
    figure: "woman-front",
    crop: CROP.chest,
    spots: both({ cx: 292, cy: 314, rx: 14, ry: 14 }, BODY_AXIS),
    name: "las areolas",
  },
  abdomen: {
    figure: "woman-front",
    crop: CROP.belly,
    spots: [{ cx: 250, cy: 432, rx: 58, ry: 64 }],
    name: "el abdomen",
  },
  "zona-lumbar": {
    figure: "woman-back",
    crop: CROP.belly,
    spots: [{ cx: 250, cy: 450, rx: 60, ry: 34 }],
    name: "la zona lumbar",
  },
  gluteos: {
    figure: "woman-back",
    crop: CROP.pelvis,
    spots: both({ cx: 292, cy: 530, rx: 44, ry: 44 }, BODY_AXIS),
    name: "los glúteos",
  },
  "brazos-completos": {
    figure: "woman-front",
    crop: CROP.upperBody,
    spots: womanArms,
    name: "los brazos completos",
  },
  "medio-brazo": {
    figure: "woman-front",
    crop: CROP.upperBody,
    spots: both({ cx: 384, cy: 460, rx: 18, ry: 62, rotate: -10 }, BODY_AXIS),
    name: "el medio brazo",
  },
  manos: {
    figure: "woman-front",
    crop: CROP.hand,
    spots: [{ cx: 394, cy: 552, rx: 22, ry: 40 }],
    name: "las manos",
  },
  "piernas-completas": { figure: "woman-front", crop: CROP.legs, spots: legs, name: "las piernas completas" },
  "media-pierna": { figure: "woman-front", crop: CROP.lowerLegs, spots: lowerLegs, name: "la media pierna" },
  muslos: {
    figure: "woman-front",
    crop: CROP.thighs,
    spots: both({ cx: 296, cy: 610, rx: 42, ry: 88 }, BODY_AXIS),
    name: "los muslos",
  },
  rodillas: {
    figure: "woman-front",
    crop: CROP.knees,
    spots: both({ cx: 294, cy: 732, rx: 28, ry: 32 }, BODY_AXIS),
    name: "las rodillas",
  },
  pies: {
    figure: "woman-front",
    crop: CROP.feet,
    spots: both({ cx: 290, cy: 966, rx: 30, ry: 26 }, BODY_AXIS),
    name: "los pies",
  },
  "combo-verano": {
    figure: "woman-front",
    crop: CROP.full,
    spots: [...armpits, ...bikini, ...lowerLegs],
    name: "las axilas, el cavado y la media pierna",
  },
  "combo-rostro-y-cuello": {
    figure: "woman-face",
    crop: CROP.face,
    spots: [...womanFace, { cx: 300, cy: 455, rx: 52, ry: 44 }],
    name: "el rostro y el cuello",
  },
  "combo-cuerpo-completo-mujer": {
    figure: "woman-front",
    crop: CROP.full,
    spots: [{ cx: 250, cy: 560, rx: 190, ry: 470 }],
    name: "el cuerpo completo de mujer",
  },
  "barba-completa": {
    figure: "man-face",
    crop: CROP.lowerFace,
    spots: [
      { cx: 300, cy: 392, rx: 76, ry: 38 },
      ...both({ cx: 372, cy: 330, rx: 26, ry: 58, rotate: -24 }, FACE_AXIS),
      { cx: 300, cy: 340, rx: 40, ry: 14 },
    ],
    name: "la barba completa",
  },
  "perfilado-de-barba": {
    figure: "man-face",
    crop: CROP.lowerFace,
    spots: [
      ...both({ cx: 362, cy: 318, rx: 10, ry: 44, rotate: -28 }, FACE_AXIS),
      { cx: 300, cy: 446, rx: 64, ry: 12 },
    ],
    name: "el perfilado de barba",
  },
  "espalda-hombre": {
    figure: "man-back",
    crop: CROP.back,
    spots: [{ cx: 250, cy: 330, rx: 82, ry: 120 }],
    name: "la espalda",
  },
  "pecho-hombre": {
    figure: "man-front",
    crop: CROP.chest,
    spots: both({ cx: 292, cy: 290, rx: 40, ry: 34 }, BODY_AXIS),
    name: "el pecho",
  },
  "abdomen-hombre": {
    figure: "man-front",
    crop: CROP.belly,
    spots: [{ cx: 250, cy: 420, rx: 62, ry: 80 }],
    name: "el abdomen",
  },
  hombros: {
    figure: "man-back",
    crop: CROP.back,
    spots: both({ cx: 344, cy: 224, rx: 36, ry: 26, rotate: 20 }, BODY_AXIS),
    name: "los hombros",
  },
  nuca: {
    figure: "man-back",
    crop: CROP.nape,
    spots: [{ cx: 250, cy: 150, rx: 28, ry: 26 }],
    name: "la nuca",
  },
  orejas: {
    figure: "man-face",
    crop: CROP.faceClose,
    spots: both({ cx: 410, cy: 270, rx: 20, ry: 42 }, FACE_AXIS),
    name: "las orejas",
  },
  "brazos-hombre": { figure: "man-front", crop: CROP.upperBody, spots: manArms, name: "los brazos" },
  "piernas-completas-hombre": {
    figure: "man-front",
    crop: CROP.legs,
    spots: legs,
    name: "las piernas completas",
  },
  "combo-torso-hombre": {
    figure: "man-front",
    crop: CROP.upperBody,
    spots: [{ cx: 250, cy: 370, rx: 96, ry: 150 }],
    name: "el torso",
  },
  "combo-cuerpo-completo-hombre": {
    figure: "man-front",
    crop: CROP.full,
    spots: [{ cx: 250, cy: 560, rx: 200, ry: 470 }],
    name: "el cuerpo completo de hombre",
  },
};

/** A slug the table does not know: the whole figure, nothing singled out. */
export const FALLBACK_ZONE: Zone = {
  figure: "woman-front",
  crop: CROP.full,
  spots: [],
  name: "una silueta de cuerpo entero",
};

/** The zone of an area by its slug; numbered copies (`axilas-2`) share their original's. */
export function zoneFor(slug: string): Zone {
  return AREA_ZONES[slug] ?? AREA_ZONES[slug.replace(/-\d+$/, "")] ?? FALLBACK_ZONE;
}

/** The category pictures: a full figure of a woman, of a man, or both side by side for the combos. */
export const CATEGORY_FIGURES: Record<string, { figures: FigureId[]; name: string }> = {
  "tratamientos-mujer": { figures: ["woman-front"], name: "una silueta de mujer de cuerpo entero" },
  "tratamientos-hombre": { figures: ["man-front"], name: "una silueta de hombre de cuerpo entero" },
  combos: { figures: ["woman-front", "man-front"], name: "siluetas de mujer y de hombre de cuerpo entero" },
};
