import type { SellerIvaCondition } from "#domain/invoicing/voucher.ts";
import type { FranchiseKey } from "./stores.ts";

export interface InvoicingSeed {
  cuit: string;
  legalName: string;
  ivaCondition: SellerIvaCondition;
  pointOfSale: number;
  activitiesStart: string;
  commercialAddress: string;
  /** As it is registered: its Convenio Multilateral number, or the CUIT where the province uses it. */
  grossIncome: string;
}

/**
 * The demo franchises' invoicing, with CUITs whose check digits are right: their sales get their CAE from the
 * offline ARCA stand-in. Cuyo is left without, so its sales show 'Factura pendiente'; Litoral and Patagonia
 * cannot take payments. One franchise is run by a monotributista, who issues Factura C. Those with branches
 * in more than one province pay Ingresos Brutos under Convenio Multilateral.
 */
export const DEMO_INVOICING: Partial<Record<FranchiseKey, InvoicingSeed>> = {
  "casa-central": {
    cuit: "30712345671",
    legalName: "Candela Casa Central S.A.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 1,
    activitiesStart: "2015-03-01",
    commercialAddress: "Av. Córdoba 1345, piso 8, C1055 Ciudad Autónoma de Buenos Aires",
    grossIncome: "Convenio Multilateral N° 901-712345-1",
  },
  "grupo-norte": {
    cuit: "30709876542",
    legalName: "Grupo Norte Estética S.R.L.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 2,
    activitiesStart: "2018-08-01",
    commercialAddress: "Av. Centenario 1855, B1642 San Isidro, Buenos Aires",
    grossIncome: "30-70987654-2",
  },
  "costa-atlantica": {
    cuit: "27298765433",
    legalName: "Laura Beatriz Gómez",
    ivaCondition: "monotributo",
    pointOfSale: 1,
    activitiesStart: "2019-11-15",
    commercialAddress: "Alberti 2476, B7600 Mar del Plata, Buenos Aires",
    grossIncome: "27-29876543-3",
  },
  mediterranea: {
    cuit: "30715550004",
    legalName: "Mediterránea Bienestar S.A.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 3,
    activitiesStart: "2017-05-02",
    commercialAddress: "Av. Colón 610, piso 3, X5000 Córdoba",
    grossIncome: "30-71555000-4",
  },
  noa: {
    cuit: "30716660016",
    legalName: "Jardín de la República Estética S.R.L.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 1,
    activitiesStart: "2020-02-03",
    commercialAddress: "San Martín 845, T4000 San Miguel de Tucumán, Tucumán",
    grossIncome: "Convenio Multilateral N° 924-716660-1",
  },
};
