/** The limits of an image upload, and every text of the back office's image library. */
export const MEDIA_LIMITS = {
  /** Bytes of one upload (the multipart body may carry a little more: its headers). */
  bytes: 10 * 1024 * 1024,
  /** Pixels an upload may declare: more is refused from its header, before it is decoded. */
  pixels: 40_000_000,
  /** The widths stored, each as WebP and AVIF; none wider than the original. */
  widths: [320, 640, 1024, 1600] as const,
  /** Images per page of the library. */
  pageSize: 24,
} as const;

export const MEDIA_MESSAGES = {
  title: "Imágenes",
  intro:
    "Las imágenes de las áreas, las categorías, las notas y los banners. Se guardan sin sus metadatos, en varios tamaños WebP y AVIF.",
  file: "Imagen",
  alt: "Texto alternativo",
  altHint: "Describí la imagen para quien no la ve (por ejemplo, «Sesión de depilación en axilas»).",
  upload: "Subir",
  uploaded: "Imagen subida",
  required: "Elegí una imagen para subir.",
  altRequired: "Escribí un texto alternativo.",
  altMax: "El máximo es de 255 caracteres.",
  notImage: "El archivo no es una imagen JPEG, PNG, WebP o AVIF.",
  tooBig: "La imagen pesa más de 10 MB. Achicala e intentá de nuevo.",
  tooManyPixels: "La imagen es demasiado grande (más de 40 megapíxeles). Achicala e intentá de nuevo.",
  tooLargeTitle: "Archivo demasiado grande",
  busyTitle: "Hay otras imágenes subiéndose",
  busy: "Se están subiendo otras imágenes en este momento. Esperá unos segundos e intentá de nuevo.",
  noImages: "Todavía no hay imágenes.",
  imageGone: "La imagen elegida ya no está en la biblioteca.",
  pickerLegend: "Imagen",
  pickerUpload: "O subí una nueva",
  pickerUploadHint: "JPEG, PNG, WebP o AVIF, hasta 10 MB. Se guarda en la biblioteca y queda elegida.",
  remove: "Borrar",
  removed: "Imagen borrada",
  removeAsk: (alt: string) => `¿Borrar la imagen «${alt}»?`,
  removeAskText: "Se borran la imagen y sus archivos. No se puede deshacer.",
  inUse: (where: string) => `No se borró: la imagen se usa en ${where}. Quitala de ahí y volvé a intentarlo.`,
} as const;

/** Where an image in use is shown, as the refusal to delete it names it. */
export const MEDIA_USE_NAMES = {
  areas: "áreas",
  categories: "categorías",
  blog: "notas del blog",
  press: "notas de prensa",
  promotions: "promociones",
  teasers: "banners de campaña",
  branches: "fotos de sucursales",
} as const;
