import type { ClientConfig } from "#domain/settings/views.ts";

/** The client config (SPEC.md §1) as the mails show it, plus the shop's public address. */
export interface MailClient extends Omit<
  ClientConfig,
  "id" | "alternativeEmail" | "franchisesEmail" | "rrhhEmail" | "createdAt" | "updatedAt"
> {
  siteUrl: string;
}

export interface MailContext {
  client: MailClient;
  /** The shop's public address without a trailing slash, for absolute links. */
  publicUrl: string;
}
