/** Every text of invoicing a person reads: the franchise's invoicing form, /admin/facturas and the sale's state. */
import { formatDate } from "#domain/dates.ts";
import { formatCuit } from "./cuit.ts";

export const INVOICING_MESSAGES = {
  settingsTitle: "Facturación electrónica",
  settingsIntro:
    "Con qué datos factura la franquicia sus ventas ante ARCA. Sin estos datos la franquicia vende igual: sus facturas quedan pendientes hasta que se completen.",
  cuitLength: "Ingresá el CUIT con sus 11 dígitos, por ejemplo 20-12345678-6.",
  cuitInvalid: "El CUIT no es válido: revisá los números y el dígito verificador.",
  cuitTaken: "Otra franquicia ya factura con ese CUIT y ese punto de venta.",
  legalName: "Ingresá la razón social tal como figura en ARCA.",
  ivaCondition: "Elegí la condición frente al IVA.",
  pointOfSale: "Ingresá el número de punto de venta habilitado para factura electrónica (de 1 a 99998).",
  activitiesStart: "Ingresá la fecha de inicio de actividades (dd/mm/aaaa), que no puede ser futura.",
  commercialAddress:
    "Ingresá el domicilio comercial de la franquicia, tal como figura en ARCA, en una línea de hasta 200 caracteres.",
  grossIncome:
    "Ingresá el número de Ingresos Brutos o «Convenio Multilateral N° …» en una línea de hasta 40 caracteres, o dejalo vacío si es el CUIT.",
  labels: { commercialAddress: "Domicilio comercial", grossIncome: "Ingresos Brutos" },
  commercialAddressHint: "Calle, número, piso, código postal y localidad: lo imprimen las facturas.",
  grossIncomeHint:
    "Número de inscripción o «Convenio Multilateral N° …». Si lo dejás vacío, las facturas muestran el CUIT.",
  missingFields: (labels: readonly string[]) =>
    `Faltan datos que las facturas deben mostrar: ${labels.join(", ")}. Hasta que los completes, muestran el domicilio de la sucursal de cada venta.`,
  certificateMissing: "Cargá el certificado y la clave privada de ARCA.",
  certificateBoth: "Cargá el certificado y la clave privada juntos.",
  certificateInvalid: "El certificado no es un certificado de ARCA válido (archivo .crt o .pem).",
  keyInvalid: "La clave privada no es válida (archivo .key o .pem, sin contraseña).",
  keyMismatch: "La clave privada no corresponde a ese certificado.",
  certificateExpired: "El certificado está vencido: generá uno nuevo en ARCA.",
  certificateOtherCuit: (cuit: string) =>
    `El certificado es del CUIT ${formatCuit(cuit)}: cargá el de la franquicia o corregí el CUIT.`,
  certificateLoaded: (at: Date) => `Certificado cargado el ${formatDate(at)}.`,
  certificateNone: "Todavía no se cargó el certificado.",
  certificateReplace: "Cargá los dos archivos sólo para reemplazar el certificado actual.",
  saved: "Datos de facturación guardados.",
  forbidden: "Sólo el dueño puede cambiar los datos de facturación.",
  ivaNames: { responsable_inscripto: "Responsable Inscripto", monotributo: "Monotributo" },
  ivaHints: {
    responsable_inscripto: "Emite Factura B con el IVA contenido.",
    monotributo: "Emite Factura C.",
  },

  vouchersTitle: "Facturas",
  vouchersIntro:
    "Las facturas y notas de crédito de las ventas, por franquicia, con su estado ante ARCA. Las rechazadas se pueden reintentar.",
  noVouchers: "No hay comprobantes que coincidan con los filtros.",
  exportCsv: "Exportar CSV",
  exportNeedsFilters: "Elegí una franquicia y un mes para exportar el libro de ventas.",
  retry: "Reintentar",
  retryAsk: (name: string) => `¿Reintentar ${name}?`,
  retryText:
    "Se vuelve a pedir la autorización a ARCA con los datos actuales de la franquicia. Si ARCA lo autoriza, queda emitido y no se puede anular.",
  retryConfirm: "Sí, reintentar",
  retried: "Se volvió a pedir la autorización a ARCA.",
  notRetryable: "Ese comprobante no está rechazado: no hay nada que reintentar.",
  saleVoucherTitle: "Facturación",
  saleNoInvoice: "Esta venta no tiene factura electrónica.",
  arcaSaid: "ARCA respondió:",
  exhausted: "ARCA no respondió después de varios intentos. Reintentá más tarde.",
  unreadable:
    "No se pudo leer el certificado guardado de la franquicia (¿cambió INVOICING_SECRET?). Volvé a cargarlo.",
  numberTaken: (number: string) =>
    `ARCA ya tiene otro comprobante con el número ${number}: revisá el punto de venta, que debe usarse sólo para esta tienda.`,
} as const;
