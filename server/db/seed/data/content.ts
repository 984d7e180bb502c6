export { TEASERS, type TeaserSeed, type TeaserPlacement } from "./teasers.ts";
export { BLOG_POSTS, type BlogPostSeed } from "./blog.ts";
export { PRESS_ITEMS, type PressItemSeed } from "./press.ts";
export { PROMOTIONS, type PromotionSeed } from "./promotions.ts";
export { STATIC_PAGES, type StaticPageSeed } from "./pages.ts";
