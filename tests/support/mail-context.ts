import type { MailContext } from "#server/mail/templates/context.ts";

/** The demo client's details as the mail templates receive them, for rendering a queued mail in a test. */
export const mailContext = (publicUrl: string): MailContext => ({
  publicUrl,
  client: {
    name: "Candela",
    title: "Candela | Depilación Láser",
    phone: "0810-345-2263",
    email: "hola@candela.com.ar",
    whatsappEnabled: true,
    whatsappNumber: "5491155550000",
    facebook: null,
    instagram: null,
    youtube: null,
    linkedin: null,
    siteUrl: publicUrl,
  },
});
