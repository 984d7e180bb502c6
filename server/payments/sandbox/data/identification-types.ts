/** Mercado Pago's identification types for Argentina (GET /v1/identification_types, MLA). */
export interface IdentificationType {
  id: string;
  name: string;
  type: "number" | "string";
  min_length: number;
  max_length: number;
}

export const IDENTIFICATION_TYPES: readonly IdentificationType[] = [
  { id: "DNI", name: "DNI", type: "number", min_length: 7, max_length: 8 },
  { id: "CI", name: "Cédula", type: "number", min_length: 1, max_length: 9 },
  { id: "LC", name: "L.C.", type: "number", min_length: 6, max_length: 7 },
  { id: "LE", name: "L.E.", type: "number", min_length: 6, max_length: 7 },
  { id: "Otro", name: "Otro", type: "number", min_length: 5, max_length: 20 },
];
