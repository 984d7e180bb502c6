import { isUuid } from "#domain/validation/uuid.ts";
import { isReviewStatus, type ReviewStatus } from "./rules.ts";

/** The filters of /admin/resenas as the address carries them; anything unknown reads as "all". */
export interface ReviewQuery {
  estado: ReviewStatus | "";
  sucursal: string;
  area: string;
}

export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const estado = params.get("estado");
  const sucursal = params.get("sucursal") ?? "";
  const area = params.get("area") ?? "";
  return {
    estado: isReviewStatus(estado) ? estado : "",
    sucursal: isUuid(sucursal) ? sucursal : "",
    area: isUuid(area) ? area : "",
  };
}
