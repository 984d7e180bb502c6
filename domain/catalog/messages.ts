/** Every text of the back office's areas and categories editors, in one place. */
export const CATALOG_ADMIN_MESSAGES = {
  areasTitle: "Áreas",
  areasIntro: "Los tratamientos que vende la tienda, con sus precios, cuotas y categorías.",
  newArea: "Nueva área",
  categoriesTitle: "Categorías",
  categoriesIntro: "Las categorías del catálogo, en el orden en que se muestran en la tienda.",
  required: "Campo requerido",
  titleMax: "El máximo es de 255 caracteres.",
  slug: "Usá sólo minúsculas, números y guiones (por ejemplo, axilas-completas).",
  slugTaken: "Ya existe otra área con este slug.",
  categorySlugTaken: "Ya existe otra categoría con este slug.",
  sessions: "Ingresá un número de sesiones entre 1 y 50.",
  pricePositive: "El precio debe ser mayor que cero.",
  offerBelowPrice: "El precio de oferta debe ser menor que el precio (o 0 para no tener oferta).",
  maxInstallments: "Elegí una cantidad de cuotas de la lista.",
  installmentRates: "Elegí si aplica interés.",
  categories: "Elegí al menos una categoría.",
  categoryUnknown: "Alguna de las categorías elegidas ya no existe.",
  mainCategory: "La categoría principal tiene que ser una de las elegidas.",
  imageUnknown: "Sólo se pueden conservar las imágenes que el área ya tiene.",
  areaNotFound: "El área no existe.",
  categoryNotFound: "La categoría no existe.",
  moved: "Orden guardado",
  cannotMove: "La categoría ya está en ese extremo de la lista.",
  filterText: "Buscar",
  filterCategory: "Categoría",
  filterState: "Estado",
  sort: "Ordenar por",
  enabled: "Disponible para la venta",
  disabled: "No disponible",
  noAreas: "No hay áreas que coincidan con los filtros.",
} as const;

export const INSTALLMENT_CHOICES = ["1", "3", "6", "12"] as const;

/** The errors of the area's content: description, 'Qué esperar', 'Preguntas frecuentes', 'Contraindicaciones'. */
export const AREA_CONTENT_MESSAGES = {
  descriptionMax: "La descripción es demasiado larga (máximo 50.000 caracteres).",
  textMax: "El texto es demasiado largo (máximo 5.000 caracteres).",
  questionMax: "La pregunta es demasiado larga (máximo 255 caracteres).",
  answerMax: "La respuesta es demasiado larga (máximo 2.000 caracteres).",
  faqQuestion: "Escribí la pregunta de esta respuesta.",
  faqAnswer: "Escribí la respuesta de esta pregunta.",
} as const;
