export {
  PageCache,
  pageResponse,
  PAGE_CACHE_TTL_MS,
  PAGE_CACHE_VERSION_MAX_AGE_MS,
  type KeptPage,
} from "./page-cache.ts";
export { readContentVersion } from "./content-version.ts";
export { acceptsGzip, plainFilled } from "./gzip-parts.ts";
export { planPage, type PageFill } from "./page-plan.ts";
export { isCacheableRequest, isStorableResponse, pageCacheKey } from "./rules.ts";
