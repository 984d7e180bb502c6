/** Every text of the back office's content editors, in one place. */
export const CONTENT_ADMIN_MESSAGES = {
  blogTitle: "Blog",
  blogIntro:
    "Las notas del blog: se escriben, se revisan con la vista previa y se publican ahora o en una fecha.",
  newPost: "Nueva nota",
  required: "Campo requerido",
  max: "El máximo es de 255 caracteres.",
  excerptMax: "El máximo es de 500 caracteres.",
  bodyMax: "El texto es demasiado largo (máximo 200.000 caracteres).",
  slug: "Usá sólo minúsculas, números y guiones (por ejemplo, cuidados-despues-de-la-sesion).",
  slugTaken: "Ya existe otra nota con este slug.",
  publishedAt: "Ingresá la fecha y la hora, por ejemplo 30/11/2026 10:00.",
  intent: "Elegí guardar, publicar o despublicar.",
  published: "Nota publicada",
  unpublished: "La nota ya no se muestra en la tienda",
  noPosts: "Todavía no hay notas.",
  draft: "Borrador",
  live: "Publicada",
  scheduled: (when: string) => `Programada para el ${when}`,
  preview: "Vista previa",
  previewNotice: "Vista previa: así se verá la nota en la tienda. Sólo el equipo la ve.",
} as const;
