/** Every text of the back office's settings page (/admin/ajustes), in one place. */
export const SETTINGS_MESSAGES = {
  title: "Ajustes",
  intro: "Cómo funciona la tienda: qué se vende y se muestra, los datos de contacto, WhatsApp y los pagos.",
  required: "Campo requerido",
  max: "El máximo es de 255 caracteres.",
  email: "Ingresá un email válido, por ejemplo hola@candela.com.ar.",
  url: "Ingresá una dirección que empiece con https://.",
  whatsappNumber: "Ingresá el número con código de país y de área, sólo números (por ejemplo 5491155550000).",
  time: "Ingresá la hora como HH:MM, por ejemplo 09:00.",
  timeOrder: "La hora de cierre tiene que ser posterior a la de apertura.",
  percentage: "Ingresá un porcentaje entre 0 y 300, por ejemplo 48,5.",
  maxInstallments: "Elegí una cantidad de cuotas de la lista.",
  cardBrands: "Elegí al menos una tarjeta.",
  cardBrandUnknown: "Alguna de las tarjetas elegidas no es una que la tienda pueda aceptar.",
} as const;

/** Weekdays as the schedule indexes them (0 = domingo). */
export const WEEKDAYS = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"] as const;
