import { render } from "@react-email/render";
import {
  MAIL_TEMPLATES,
  type MailAttachment,
  type MailTemplateData,
  type MailTemplateName,
} from "./templates/index.ts";
import type { MailContext } from "./templates/context.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Renders one template into its subject, HTML and plain-text parts. */
export async function renderMail<K extends MailTemplateName>(
  template: K,
  data: MailTemplateData[K],
  ctx: MailContext,
): Promise<RenderedMail> {
  const definition = MAIL_TEMPLATES[template];
  const element = definition.element(data, ctx);
  const [html, text, attachments] = await Promise.all([
    render(element),
    render(element, { plainText: true }),
    definition.attachments?.(data, ctx),
  ]);
  return {
    subject: definition.subject(data, ctx),
    html,
    text,
    replyTo: definition.replyTo?.(data),
    attachments,
  };
}
