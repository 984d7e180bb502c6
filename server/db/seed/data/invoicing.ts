import type { SellerIvaCondition } from "#domain/invoicing/voucher.ts";
import type { FranchiseKey } from "./stores.ts";

export interface InvoicingSeed {
  cuit: string;
  legalName: string;
  ivaCondition: SellerIvaCondition;
  pointOfSale: number;
  activitiesStart: string;
}

/**
 * The demo franchises' invoicing, with CUITs whose check digits are right: their sales get their CAE from the
 * offline ARCA stand-in. Cuyo is left without, so its sales show 'Factura pendiente'; Litoral and Patagonia
 * cannot take payments. One franchise is run by a monotributista, who issues Factura C.
 */
export const DEMO_INVOICING: Partial<Record<FranchiseKey, InvoicingSeed>> = {
  "casa-central": {
    cuit: "30712345671",
    legalName: "Candela Casa Central S.A.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 1,
    activitiesStart: "2015-03-01",
  },
  "grupo-norte": {
    cuit: "30709876542",
    legalName: "Grupo Norte Estética S.R.L.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 2,
    activitiesStart: "2018-08-01",
  },
  "costa-atlantica": {
    cuit: "27298765433",
    legalName: "Laura Beatriz Gómez",
    ivaCondition: "monotributo",
    pointOfSale: 1,
    activitiesStart: "2019-11-15",
  },
  mediterranea: {
    cuit: "30715550004",
    legalName: "Mediterránea Bienestar S.A.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 3,
    activitiesStart: "2017-05-02",
  },
  noa: {
    cuit: "30716660016",
    legalName: "Jardín de la República Estética S.R.L.",
    ivaCondition: "responsable_inscripto",
    pointOfSale: 1,
    activitiesStart: "2020-02-03",
  },
};
