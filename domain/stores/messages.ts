/** Every text of the back office's branches and franchises editors, in one place. */
export const STORE_ADMIN_MESSAGES = {
  branchesTitle: "Sucursales",
  branchesIntro: "Las sucursales donde se hacen los tratamientos, con su dirección, horarios y franquicia.",
  newBranch: "Nueva sucursal",
  franchisesTitle: "Franquicias",
  franchisesIntro: "Las franquicias dueñas de las sucursales y su identificador de pagos (fiserv_id).",
  newFranchise: "Nueva franquicia",
  required: "Campo requerido",
  max: "El máximo es de 255 caracteres.",
  slug: "Usá sólo minúsculas, números y guiones (por ejemplo, candela-palermo).",
  slugTaken: "Ya existe otra sucursal con este slug.",
  email: "Ingresá un email válido, por ejemplo sucursal@candela.com.ar.",
  franchiseUnknown: "Elegí una franquicia de la lista.",
  provinceUnknown: "Elegí una provincia de la lista.",
  zip: "Ingresá el código postal con la letra de la provincia y cuatro números, por ejemplo C1005 o B7600.",
  zipProvince: (letter: string) =>
    `Ese código postal es de otra provincia: los de la provincia elegida empiezan con ${letter}.`,
  treatment: "Elegí si la sucursal realiza el tratamiento.",
  time: "Ingresá la hora como HH:MM, por ejemplo 09:00, o dejá los dos vacíos si ese día está cerrada.",
  timeOrder: "La hora de cierre tiene que ser posterior a la de apertura.",
  fiservId: "Usá sólo letras, números y guiones (hasta 64).",
  branchNotFound: "La sucursal no existe.",
  franchiseNotFound: "La franquicia no existe.",
  onlyOwnFields:
    "Tu cuenta de franquicia sólo puede cambiar el teléfono, los horarios y el email de contacto.",
  noBranches: "No hay sucursales que coincidan con los filtros.",
  enabled: "Sucursal activa (se muestra en la tienda)",
  disableAsk: (name: string) => `¿Desactivar la sucursal ${name}?`,
  disableAskText: (impact: string) => `Afecta ${impact}. La sucursal deja de mostrarse en la tienda.`,
  disable: "Desactivar la sucursal",
  readOnly: "Sólo el equipo central puede cambiar este dato.",
  // The address's parts: the shop writes them one way (formatAddress, domain/stores/address.ts).
  streetHint: "Sin el número, por ejemplo Av. Santa Fe.",
  floorHint: "Sólo el número (4 se muestra «piso 4») o PB.",
  unitHint: "412 se muestra «of. 412» y B, «dto. B»; «Local 12» se muestra tal cual.",
  zipHint: "Con la letra de la provincia, por ejemplo C1005; si escribís sólo los números, se agrega.",
  writtenAs: "En la tienda se lee",
} as const;

/**
 * What the storefront says of a branch that does the treatment but does not sell online (`payable` false): its
 * page and the checkout's grid send the shopper to its phone (docs/decisions/0063).
 */
export const STORE_SHOP_MESSAGES = {
  /** The branch's page, followed by ": llamanos al {phone}." when it has one. */
  notOnline: "Esta sucursal todavía no vende online",
  callUs: "llamanos al",
  /** The checkout's grid, over the branches that cannot be chosen. */
  byPhoneTitle: "Todavía no venden online",
  byPhoneHint: "Para comprar en estas sucursales, llamalas.",
  call: "Llamar al",
} as const;

/** The back office's texts of what a branch shows to earn trust: its place on a map, its team and its photos. */
export const STORE_TRUST_MESSAGES = {
  placeLegend: "Ubicación en el mapa",
  placeHint:
    "Para el botón «Cómo llegar». En Google Maps, tocá y mantené el punto de la sucursal: arriba aparecen las dos coordenadas (por ejemplo, -34.5889, -58.4103).",
  latitudeLabel: "Latitud",
  longitudeLabel: "Longitud",
  latitude: "Ingresá la latitud en grados decimales, entre -56 y -21 (por ejemplo, -34.5889).",
  longitude: "Ingresá la longitud en grados decimales, entre -74 y -53 (por ejemplo, -58.4103).",
  coordinatesPair: "Completá la latitud y la longitud, o dejá las dos vacías.",
  teamLegend: "Equipo",
  teamHint:
    "Las personas que atienden en la sucursal, en el orden en que se muestran. La dirección médica y los médicos llevan su matrícula.",
  teamAdd: "Agregar a alguien",
  teamRemove: "Quitar",
  teamUp: "Subir",
  teamDown: "Bajar",
  teamEmpty: "Todavía no hay nadie en el equipo.",
  teamNameLabel: "Nombre y apellido",
  teamRoleLabel: "Puesto",
  teamGenderLabel: "Trato",
  teamGenderHint: "Define «Directora» o «Director», «Dra.» o «Dr.».",
  genderF: "Femenino (Dra., Directora)",
  genderM: "Masculino (Dr., Director)",
  licenceKindLabel: "Matrícula",
  licenceNone: "Sin matrícula",
  licenceNational: "Nacional (M.N.)",
  licenceProvincial: "Provincial (M.P.)",
  licenceNumberLabel: "Número de matrícula",
  teamName: "Escribí el nombre y apellido (de 2 a 120 caracteres).",
  teamRole: "Elegí el puesto de la lista.",
  teamGender: "Elegí el trato: femenino o masculino.",
  teamMax: (max: number) => `El equipo de una sucursal lista hasta ${max} personas.`,
  licenceKind: "Elegí si la matrícula es nacional (M.N.) o provincial (M.P.).",
  licenceNumber: "El número de matrícula lleva sólo números, hasta 7 (por ejemplo, 123456).",
  licenceNumberMissing: "Escribí el número de matrícula.",
  licenceRequired: "La dirección médica y los médicos necesitan su matrícula.",
  oneMedicalDirector: (name: string) =>
    `La sucursal tiene una sola dirección médica, y ya está ${name}. Elegí otro puesto.`,
  galleryLegend: "Fotos de la sucursal",
  galleryHint: "Se muestran en la página de la sucursal, en este orden. Destildá una foto para quitarla.",
  galleryAdd: "Agregar una foto",
  galleryKeep: "No agregar ninguna",
  galleryUnknown: "Una de las fotos ya no está en la sucursal. Recargá la página.",
  galleryMax: (max: number) => `La galería tiene hasta ${max} fotos. Quitá una antes de agregar otra.`,
} as const;
