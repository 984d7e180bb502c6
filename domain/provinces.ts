/** The 24 Argentine provinces (SPEC.md §3): display name and stored value. */
export const PROVINCES = [
  { name: "Ciudad Autónoma de Buenos Aires", value: "Capital Federal" },
  { name: "Buenos Aires", value: "Buenos Aires" },
  { name: "Catamarca", value: "Catamarca" },
  { name: "Chaco", value: "Chaco" },
  { name: "Chubut", value: "Chubut" },
  { name: "Córdoba", value: "Cordoba" },
  { name: "Corrientes", value: "Corrientes" },
  { name: "Entre Ríos", value: "Entre Rios" },
  { name: "Formosa", value: "Formosa" },
  { name: "Jujuy", value: "Jujuy" },
  { name: "La Pampa", value: "La Pampa" },
  { name: "La Rioja", value: "La Rioja" },
  { name: "Mendoza", value: "Mendoza" },
  { name: "Misiones", value: "Misiones" },
  { name: "Neuquén", value: "Neuquen" },
  { name: "Río Negro", value: "Rio Negro" },
  { name: "Salta", value: "Salta" },
  { name: "San Juan", value: "San Juan" },
  { name: "San Luis", value: "San Luis" },
  { name: "Santa Cruz", value: "Santa Cruz" },
  { name: "Santa Fe", value: "Santa Fe" },
  { name: "Santiago del Estero", value: "Santiago del Estero" },
  { name: "Tierra del Fuego", value: "Tierra del Fuego" },
  { name: "Tucumán", value: "Tucuman" },
] as const;

export type ProvinceValue = (typeof PROVINCES)[number]["value"];
