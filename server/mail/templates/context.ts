/** The client config (SPEC.md §1) as the mails show it, plus the shop's public address. */
export interface MailClient {
  name: string;
  title: string;
  phone: string;
  email: string;
  whatsappEnabled: boolean;
  whatsappNumber: string | null;
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  linkedin: string | null;
  siteUrl: string;
}

export interface MailContext {
  client: MailClient;
  /** The shop's public address without a trailing slash, for absolute links. */
  publicUrl: string;
}
