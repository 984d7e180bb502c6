import type { ProvinceValue } from "#domain/provinces.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

export const COUNTRY = { name: "Argentina", isDefault: true } as const;

export type FranchiseKey =
  | "casa-central"
  | "grupo-norte"
  | "costa-atlantica"
  | "mediterranea"
  | "litoral"
  | "cuyo"
  | "noa"
  | "patagonia";

export interface FranchiseSeed {
  key: FranchiseKey;
  name: string;
  /** Null: the franchise cannot take card payments yet. */
  fiservId: string | null;
}

export const FRANCHISES: FranchiseSeed[] = [
  { key: "casa-central", name: "Candela Casa Central S.A.", fiservId: "FSV-000101" },
  { key: "grupo-norte", name: "Grupo Norte Estética S.R.L.", fiservId: "FSV-000123" },
  { key: "costa-atlantica", name: "Costa Atlántica Láser S.A.S.", fiservId: "FSV-000187" },
  { key: "mediterranea", name: "Mediterránea Bienestar S.A.", fiservId: "FSV-000245" },
  { key: "litoral", name: "Litoral Depilación S.R.L.", fiservId: null },
  { key: "cuyo", name: "Cuyo Estética S.A.S.", fiservId: "FSV-000318" },
  { key: "noa", name: "Jardín de la República Estética S.R.L.", fiservId: "FSV-000402" },
  { key: "patagonia", name: "Patagonia Piel S.R.L.", fiservId: null },
];

export interface StoreSeed {
  slug: string;
  name: string;
  franchise: FranchiseKey;
  province: ProvinceValue;
  city: string;
  street: string;
  number: string;
  /** The floor's number, or "PB": the shop writes "piso 4" (domain/stores/address.ts). */
  floor?: string;
  /** An office's number ("412": "of. 412") or a flat's letter ("B": "dto. B"). */
  apartment?: string;
  /** The whole postal code (CPA), the province's letter first: "C1425", "B7600", "X5009". */
  zip: string;
  phone: string;
  hours: OpeningHours;
  /** Whether the branch offers depilación láser ('SI') or only other services ('NO'). */
  laser?: "SI" | "NO";
}

function week(open: string, close: string, saturday?: [string, string]): OpeningHours {
  const days = [1, 2, 3, 4, 5].map((day) => ({ day, open_at: open, close_at: close }));
  return saturday ? [...days, { day: 6, open_at: saturday[0], close_at: saturday[1] }] : days;
}

const FULL = week("10:00", "20:00", ["10:00", "14:00"]);
const LONG = week("09:00", "21:00", ["10:00", "18:00"]);
const SHORT = week("10:00", "19:00");
const MALL = [...week("10:00", "22:00", ["10:00", "22:00"]), { day: 0, open_at: "12:00", close_at: "21:00" }];

export const STORES: StoreSeed[] = [
  { slug: "candela-palermo", name: "Candela Palermo", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Av. Santa Fe", number: "3253", floor: "2", apartment: "B", zip: "C1425", phone: "011 4831-2200", hours: LONG },
  { slug: "candela-belgrano", name: "Candela Belgrano", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Av. Cabildo", number: "2040", floor: "1", zip: "C1428", phone: "011 4784-5530", hours: LONG },
  { slug: "candela-recoleta", name: "Candela Recoleta", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Av. Callao", number: "1234", floor: "3", apartment: "A", zip: "C1023", phone: "011 4811-9021", hours: FULL },
  { slug: "candela-caballito", name: "Candela Caballito", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Av. Rivadavia", number: "5120", zip: "C1424", phone: "011 4902-3318", hours: FULL },
  { slug: "candela-villa-urquiza", name: "Candela Villa Urquiza", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Av. Triunvirato", number: "4560", zip: "C1431", phone: "011 4521-7740", hours: FULL },
  { slug: "candela-microcentro", name: "Candela Microcentro", franchise: "casa-central", province: "Capital Federal", city: "Ciudad Autónoma de Buenos Aires",
    street: "Florida", number: "537", floor: "4", apartment: "412", zip: "C1005", phone: "011 4328-6610", hours: SHORT, laser: "NO" },
  { slug: "candela-san-isidro", name: "Candela San Isidro", franchise: "grupo-norte", province: "Buenos Aires", city: "San Isidro",
    street: "Belgrano", number: "271", zip: "B1642", phone: "011 4743-1188", hours: FULL },
  { slug: "candela-olivos", name: "Candela Olivos", franchise: "grupo-norte", province: "Buenos Aires", city: "Olivos",
    street: "Av. Maipú", number: "2501", floor: "1", apartment: "C", zip: "B1636", phone: "011 4799-2045", hours: FULL },
  { slug: "candela-pilar", name: "Candela Pilar", franchise: "grupo-norte", province: "Buenos Aires", city: "Pilar",
    street: "Las Magnolias", number: "754", zip: "B1629", phone: "0230 466-1290", hours: MALL },
  { slug: "candela-la-plata", name: "Candela La Plata", franchise: "casa-central", province: "Buenos Aires", city: "La Plata",
    street: "Calle 8", number: "845", floor: "1", zip: "B1900", phone: "0221 421-7733", hours: FULL },
  { slug: "candela-quilmes", name: "Candela Quilmes", franchise: "casa-central", province: "Buenos Aires", city: "Quilmes",
    street: "Rivadavia", number: "150", zip: "B1878", phone: "011 4253-8810", hours: FULL },
  { slug: "candela-mar-del-plata", name: "Candela Mar del Plata", franchise: "costa-atlantica", province: "Buenos Aires", city: "Mar del Plata",
    street: "Güemes", number: "2950", zip: "B7600", phone: "0223 451-6620", hours: LONG },
  { slug: "candela-nueva-cordoba", name: "Candela Nueva Córdoba", franchise: "mediterranea", province: "Cordoba", city: "Córdoba",
    street: "Av. Hipólito Yrigoyen", number: "321", floor: "1", apartment: "A", zip: "X5000", phone: "0351 468-2210", hours: LONG },
  { slug: "candela-cerro-de-las-rosas", name: "Candela Cerro de las Rosas", franchise: "mediterranea", province: "Cordoba", city: "Córdoba",
    street: "Av. Rafael Núñez", number: "4520", zip: "X5009", phone: "0351 482-7790", hours: FULL },
  { slug: "candela-villa-carlos-paz", name: "Candela Villa Carlos Paz", franchise: "mediterranea", province: "Cordoba", city: "Villa Carlos Paz",
    street: "Av. San Martín", number: "650", zip: "X5152", phone: "03541 42-3310", hours: SHORT },
  { slug: "candela-rosario-centro", name: "Candela Rosario Centro", franchise: "litoral", province: "Santa Fe", city: "Rosario",
    street: "Córdoba", number: "1452", floor: "2", zip: "S2000", phone: "0341 424-5560", hours: LONG },
  { slug: "candela-fisherton", name: "Candela Fisherton", franchise: "litoral", province: "Santa Fe", city: "Rosario",
    street: "Av. Eva Perón", number: "8120", zip: "S2000", phone: "0341 456-1180", hours: FULL },
  { slug: "candela-santa-fe", name: "Candela Santa Fe", franchise: "litoral", province: "Santa Fe", city: "Santa Fe",
    street: "San Martín", number: "2520", zip: "S3000", phone: "0342 452-0090", hours: FULL },
  { slug: "candela-parana", name: "Candela Paraná", franchise: "litoral", province: "Entre Rios", city: "Paraná",
    street: "Urquiza", number: "1045", floor: "PB", zip: "E3100", phone: "0343 431-2277", hours: SHORT, laser: "NO" },
  { slug: "candela-mendoza-centro", name: "Candela Mendoza Centro", franchise: "cuyo", province: "Mendoza", city: "Mendoza",
    street: "Av. San Martín", number: "1120", floor: "1", zip: "M5500", phone: "0261 423-8840", hours: LONG },
  { slug: "candela-chacras-de-coria", name: "Candela Chacras de Coria", franchise: "cuyo", province: "Mendoza", city: "Luján de Cuyo",
    street: "Viamonte", number: "5130", zip: "M5505", phone: "0261 496-1175", hours: SHORT },
  { slug: "candela-yerba-buena", name: "Candela Yerba Buena", franchise: "noa", province: "Tucuman", city: "Yerba Buena",
    street: "Av. Aconquija", number: "1650", zip: "T4107", phone: "0381 425-6630", hours: FULL },
  { slug: "candela-san-miguel-de-tucuman", name: "Candela San Miguel de Tucumán", franchise: "noa", province: "Tucuman", city: "San Miguel de Tucumán",
    street: "24 de Septiembre", number: "620", floor: "2", apartment: "4", zip: "T4000", phone: "0381 421-9902", hours: FULL },
  { slug: "candela-salta", name: "Candela Salta", franchise: "noa", province: "Salta", city: "Salta",
    street: "Caseros", number: "720", zip: "A4400", phone: "0387 431-4455", hours: FULL },
  { slug: "candela-neuquen", name: "Candela Neuquén", franchise: "patagonia", province: "Neuquen", city: "Neuquén",
    street: "Av. Argentina", number: "255", floor: "1", zip: "Q8300", phone: "0299 442-7710", hours: FULL },
];
