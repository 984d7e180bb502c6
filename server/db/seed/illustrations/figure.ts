import { mirror, type Box, type Points } from "./geometry.ts";

/** One line of a drawing; a detail line is drawn thinner and lighter than the contour. */
export interface Stroke {
  points: Points;
  closed?: boolean;
  detail?: boolean;
  /** Straight segments instead of a smooth curve (objects rather than bodies). */
  sharp?: boolean;
  /** A closed shape can be tinted: hair and objects in lilac, accents in blush, or the paper colour to hide what lies under it. */
  fill?: "lilac" | "blush" | "paper";
  /** Drawn over a wide blush band, like a ribbon. */
  band?: boolean;
}

export type FigureId = "woman-front" | "woman-back" | "man-front" | "man-back" | "woman-face" | "man-face";

export interface Figure {
  /** The whole drawing, in its own coordinates. */
  box: Box;
  strokes: Stroke[];
}

/** Body figures are drawn 500 wide and 1000 tall around x = 250; faces 600×600 around x = 300. */
const BODY_AXIS = 250;
const FACE_AXIS = 300;

/** Closed hair shapes are tinted lilac and hide the lines under them (the neck seen from behind). */
const HAIR: Partial<Stroke> = { fill: "lilac" };

/** A line drawn on the right side and its mirror image on the left. */
function pair(points: Points, axis: number, detail = false): Stroke[] {
  return [
    { points, detail },
    { points: mirror(points, axis), detail },
  ];
}

/** A closed shape from its right half, drawn top to bottom with both ends on the axis. */
function symmetricClosed(rightHalf: Points, axis: number, extra: Partial<Stroke> = {}): Stroke {
  const left = mirror(rightHalf, axis);
  const back: number[] = [];
  for (let i = left.length - 4; i >= 2; i -= 2) back.push(left[i]!, left[i + 1]!);
  return { points: [...rightHalf, ...back], closed: true, ...extra };
}

/** A small closed loop (navel, dimple) around a centre. */
function loop(cx: number, cy: number, rx: number, ry: number): Stroke {
  return { points: [cx, cy - ry, cx + rx, cy, cx, cy + ry, cx - rx, cy], closed: true, detail: true };
}

// Contours of the right half of each body, from the neck down to the crotch; arms hang slightly open.
const WOMAN_ARM = [
  267, 146, 269, 176, 276, 192, 300, 200, 326, 208, 344, 222, 354, 246, 358, 280, 364, 325, 372, 370, 382,
  420, 391, 468, 397, 503, 405, 524, 409, 550, 405, 574, 396, 588, 387, 585, 382, 566, 379, 540, 375, 506,
  365, 456, 353, 402, 343, 352, 334, 304, 326, 270,
];
const WOMAN_BODY = [
  326, 270, 329, 302, 322, 336, 311, 368, 306, 396, 314, 436, 333, 472, 346, 506, 348, 546, 341, 610, 329,
  676, 321, 724, 324, 766, 327, 802, 319, 852, 305, 904, 300, 930, 308, 952, 316, 972, 312, 986, 296, 992,
  276, 991, 265, 984, 262, 964, 264, 934, 268, 880, 272, 822, 267, 772, 264, 734, 266, 690, 264, 622, 259,
  568, 250, 546,
];
const MAN_ARM = [
  271, 144, 274, 172, 282, 188, 312, 196, 344, 205, 366, 222, 377, 250, 382, 292, 388, 340, 394, 382, 401,
  432, 407, 480, 411, 514, 419, 540, 421, 570, 415, 594, 404, 604, 394, 598, 390, 575, 388, 546, 386, 516,
  378, 462, 368, 404, 358, 352, 350, 304, 342, 270,
];
const MAN_BODY = [
  342, 270, 340, 312, 334, 360, 327, 408, 324, 450, 328, 490, 334, 522, 336, 562, 331, 622, 324, 688, 319,
  730, 322, 770, 326, 810, 318, 860, 306, 910, 302, 935, 312, 958, 320, 976, 314, 990, 296, 996, 276, 995,
  265, 987, 261, 966, 264, 934, 268, 880, 272, 822, 267, 774, 264, 736, 266, 690, 264, 622, 258, 572, 250,
  552,
];

const WOMAN_FACE = [250, 38, 276, 46, 290, 72, 292, 104, 286, 130, 270, 150, 250, 158];
const MAN_FACE = [250, 36, 277, 43, 292, 70, 294, 104, 290, 130, 276, 150, 250, 160];

const womanHairFront = [
  ...pair([250, 26, 282, 32, 304, 58, 310, 100, 308, 146, 314, 180, 326, 204], BODY_AXIS),
  // A side parting sweeping over the forehead.
  { points: [262, 30, 244, 46, 222, 66, 212, 92, 210, 118], detail: true },
  { points: [262, 30, 276, 50, 288, 78], detail: true },
];
const manHairFront = [
  symmetricClosed([250, 24, 280, 28, 298, 46, 300, 72, 296, 80, 290, 60, 274, 50, 250, 47], BODY_AXIS, HAIR),
  ...pair([292, 84, 300, 90, 300, 108, 292, 118], BODY_AXIS),
];

/** Fingers and feet suggested by a few short lines: `x` is the middle of the right hand. */
function hands(x: number): Stroke[] {
  return [
    ...pair([x - 1, 558, x, 570, x + 1, 580], BODY_AXIS, true),
    ...pair([x + 7, 552, x + 8, 564, x + 8, 574], BODY_AXIS, true),
    ...pair([288, 978, 289, 986], BODY_AXIS, true),
    ...pair([298, 976, 300, 984], BODY_AXIS, true),
  ];
}

const womanFrontDetails: Stroke[] = [
  ...pair([262, 206, 280, 212, 300, 208], BODY_AXIS, true),
  ...pair([319, 290, 317, 318, 302, 336, 282, 338, 266, 328], BODY_AXIS, true),
  ...pair([324, 486, 298, 516, 266, 538], BODY_AXIS, true),
  ...pair([284, 738, 296, 745, 308, 739], BODY_AXIS, true),
  loop(250, 432, 3, 6),
  ...hands(390),
];
const manFrontDetails: Stroke[] = [
  ...pair([264, 204, 286, 210, 312, 206], BODY_AXIS, true),
  ...pair([252, 292, 272, 312, 302, 318, 330, 302], BODY_AXIS, true),
  { points: [250, 330, 250, 410], detail: true },
  ...pair([320, 500, 292, 530, 264, 548], BODY_AXIS, true),
  ...pair([284, 744, 296, 751, 308, 745], BODY_AXIS, true),
  loop(250, 446, 3, 6),
  ...hands(402),
];

const womanBackDetails: Stroke[] = [
  { points: [250, 214, 250, 300, 250, 380, 250, 452], detail: true },
  ...pair([268, 252, 294, 262, 306, 292, 298, 318], BODY_AXIS, true),
  { points: [250, 492, 251, 520, 250, 544], detail: true },
  ...pair([254, 566, 282, 574, 312, 568, 332, 548], BODY_AXIS, true),
  ...pair([282, 728, 296, 734, 312, 728], BODY_AXIS, true),
];
const manBackDetails: Stroke[] = [
  { points: [250, 214, 250, 300, 250, 380, 250, 466], detail: true },
  ...pair([270, 250, 300, 262, 314, 296, 304, 326], BODY_AXIS, true),
  { points: [250, 506, 251, 532, 250, 556], detail: true },
  ...pair([254, 576, 284, 584, 314, 578, 330, 560], BODY_AXIS, true),
  ...pair([282, 736, 296, 742, 312, 736], BODY_AXIS, true),
];

const womanHairBack = symmetricClosed(
  [250, 26, 282, 32, 304, 58, 310, 100, 308, 146, 314, 180, 326, 204, 306, 212, 286, 204, 268, 212, 250, 206],
  BODY_AXIS,
  HAIR,
);
const manHairBack = symmetricClosed(
  [250, 22, 278, 27, 296, 45, 303, 75, 300, 105, 292, 125, 274, 133, 250, 136],
  BODY_AXIS,
  HAIR,
);

function body(arm: Points, torso: Points): Stroke[] {
  return [...pair(arm, BODY_AXIS), ...pair(torso, BODY_AXIS)];
}

// Faces: a frontal portrait, head and shoulders.
const WOMAN_PORTRAIT_FACE = [388, 196, 396, 250, 390, 310, 372, 356, 345, 392, 320, 410, 300, 414];
const MAN_PORTRAIT_FACE = [394, 196, 400, 258, 396, 318, 384, 360, 352, 398, 322, 416, 300, 420];

function portraitFeatures(man: boolean): Stroke[] {
  const brow = man ? [316, 226, 346, 219, 380, 225] : [318, 228, 346, 218, 376, 226];
  return [
    ...pair(brow, FACE_AXIS),
    ...pair([326, 262, 346, 270, 368, 262], FACE_AXIS),
    // Lashes: three short lines under each closed lid.
    ...(man
      ? []
      : [
          [334, 267, 331, 275],
          [346, 270, 346, 279],
          [358, 268, 361, 276],
        ].flatMap((lash) => pair(lash, FACE_AXIS, true))),
    { points: [311, 238, 309, 276, 314, 306] },
    { points: [288, 316, 298, 324, 312, 322, 320, 312], detail: true },
    man
      ? { points: [272, 354, 300, 357, 328, 354] }
      : { points: [268, 352, 286, 343, 300, 347, 314, 343, 332, 352] },
    man
      ? { points: [284, 372, 300, 376, 316, 372], detail: true }
      : { points: [274, 355, 300, 370, 326, 355] },
  ];
}

const portraitShoulders = (neck: Points) => pair(neck, FACE_AXIS);

const WOMAN_PORTRAIT: Stroke[] = [
  ...pair(WOMAN_PORTRAIT_FACE, FACE_AXIS),
  ...pair([394, 246, 410, 240, 418, 258, 414, 284, 402, 304, 390, 300], FACE_AXIS),
  // Hair: the outline falls behind the ears to the shoulders; a parting sweeps over the forehead.
  ...pair(
    [300, 96, 352, 102, 398, 132, 424, 186, 430, 250, 428, 330, 436, 410, 452, 470, 470, 502],
    FACE_AXIS,
  ),
  { points: [334, 104, 296, 124, 252, 154, 220, 196, 212, 220] },
  { points: [334, 104, 368, 134, 386, 172, 390, 206] },
  ...portraitShoulders([338, 402, 340, 440, 346, 478, 388, 500, 452, 520, 520, 548, 580, 590, 600, 606]),
  ...pair([322, 528, 356, 532, 398, 526], FACE_AXIS, true),
  ...portraitFeatures(false),
];
const MAN_PORTRAIT: Stroke[] = [
  ...pair(MAN_PORTRAIT_FACE, FACE_AXIS),
  ...pair([398, 244, 414, 236, 422, 256, 418, 286, 404, 306, 394, 300], FACE_AXIS),
  symmetricClosed(
    [300, 92, 352, 96, 394, 120, 412, 162, 410, 204, 398, 214, 394, 176, 376, 144, 342, 132, 300, 130],
    FACE_AXIS,
    HAIR,
  ),
  ...portraitShoulders([344, 404, 348, 444, 356, 482, 404, 502, 470, 518, 540, 544, 590, 578, 610, 596]),
  ...pair([324, 530, 360, 536, 404, 530], FACE_AXIS, true),
  ...portraitFeatures(true),
];

const BODY_BOX: Box = { x: 0, y: 0, w: 500, h: 1000 };
const FACE_BOX: Box = { x: 0, y: 0, w: 600, h: 600 };

export const FIGURES: Record<FigureId, Figure> = {
  "woman-front": {
    box: BODY_BOX,
    strokes: [
      symmetricClosed(WOMAN_FACE, BODY_AXIS),
      ...womanHairFront,
      ...body(WOMAN_ARM, WOMAN_BODY),
      ...womanFrontDetails,
    ],
  },
  "woman-back": {
    box: BODY_BOX,
    strokes: [...body(WOMAN_ARM, WOMAN_BODY), ...womanBackDetails, womanHairBack],
  },
  "man-front": {
    box: BODY_BOX,
    strokes: [
      symmetricClosed(MAN_FACE, BODY_AXIS),
      ...manHairFront,
      ...body(MAN_ARM, MAN_BODY),
      ...manFrontDetails,
    ],
  },
  "man-back": {
    box: BODY_BOX,
    strokes: [
      ...body(MAN_ARM, MAN_BODY),
      ...manBackDetails,
      manHairBack,
      ...pair([299, 84, 307, 90, 307, 106, 298, 118], BODY_AXIS),
    ],
  },
  "woman-face": { box: FACE_BOX, strokes: WOMAN_PORTRAIT },
  "man-face": { box: FACE_BOX, strokes: MAN_PORTRAIT },
};
