export * from "./settings.ts";
export * from "./catalog.ts";
export * from "./stores.ts";
export * from "./content.ts";
