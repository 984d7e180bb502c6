import type { ClientConfig, ShopSettings } from "#domain/settings.ts";

/** The shop's settings and its client config: what the settings page edits. */
export interface StoredSettings {
  settings: ShopSettings;
  client: ClientConfig;
}
