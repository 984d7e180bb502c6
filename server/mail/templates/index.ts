import { createElement, type ReactElement } from "react";
import {
  AccountApprovedMail,
  accountApprovedSubject,
  type AccountApprovedData,
} from "./account-approved.tsx";
import {
  AccountRejectedMail,
  accountRejectedSubject,
  type AccountRejectedData,
} from "./account-rejected.tsx";
import { BranchSaleMail, branchSaleSubject, type BranchSaleData } from "./branch-sale.tsx";
import { ContactMessageMail, contactMessageSubject, type ContactMessageData } from "./contact-message.tsx";
import type { MailContext } from "./context.ts";
import {
  EmailChangeConfirmMail,
  emailChangeConfirmSubject,
  type EmailChangeConfirmData,
} from "./email-change-confirm.tsx";
import {
  EmailChangeRequestedMail,
  emailChangeRequestedSubject,
  type EmailChangeNoticeData,
} from "./email-change-requested.tsx";
import { EmailChangedMail, emailChangedSubject } from "./email-changed.tsx";
import {
  PasswordChangedMail,
  passwordChangedSubject,
  type PasswordChangedData,
} from "./password-changed.tsx";
import { PasswordResetMail, passwordResetSubject, type PasswordResetData } from "./password-reset.tsx";
import { StaffPasswordMail, staffPasswordSubject, type StaffPasswordData } from "./staff-password.tsx";
import {
  RegretAcceptedMail,
  RegretLateMail,
  regretAcceptedSubject,
  regretLateSubject,
  type RegretAcceptedData,
  type RegretLateData,
} from "./regret.tsx";
import { RefundMail, refundSubject, type RefundData } from "./refund.tsx";
import { PurchaseMail, purchaseSubject, type PurchaseData } from "./purchase.tsx";
import { ReviewRequestMail, reviewRequestSubject, type ReviewRequestData } from "./review-request.tsx";
import { VisitMail, visitAttachments, visitSubject, type VisitMailData } from "./visit.tsx";
import { NextSessionMail, nextSessionSubject, type NextSessionMailData } from "./next-session.tsx";
import { WaitlistOfferMail, waitlistOfferSubject, type WaitlistOfferData } from "./waitlist-offer.tsx";
import { VoucherMail, voucherAttachments, voucherSubject, type VoucherMailData } from "./voucher.tsx";
import { VerifyAccountMail, verifyAccountSubject, type VerifyAccountData } from "./verify-account.tsx";

/** The input of each mail template, by name. */
export interface MailTemplateData {
  verify_account: VerifyAccountData;
  password_reset: PasswordResetData;
  password_changed: PasswordChangedData;
  contact_message: ContactMessageData;
  purchase: PurchaseData;
  branch_sale: BranchSaleData;
  refund: RefundData;
  regret_accepted: RegretAcceptedData;
  regret_late: RegretLateData;
  email_change_confirm: EmailChangeConfirmData;
  email_change_requested: EmailChangeNoticeData;
  email_changed: EmailChangeNoticeData;
  staff_password: StaffPasswordData;
  account_approved: AccountApprovedData;
  account_rejected: AccountRejectedData;
  visit: VisitMailData;
  next_session: NextSessionMailData;
  waitlist_offer: WaitlistOfferData;
  review_request: ReviewRequestData;
  voucher: VoucherMailData;
}

export type MailTemplateName = keyof MailTemplateData;

interface MailTemplate<D> {
  subject: (data: D, ctx: MailContext) => string;
  element: (data: D, ctx: MailContext) => ReactElement;
  replyTo?: (data: D) => string;
  /** Made when the mail is sent (a PDF is drawn then), so the outbox keeps data, not files. */
  attachments?: (data: D, ctx: MailContext) => MailAttachment[] | Promise<MailAttachment[]>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, or with `encoding` "base64" the bytes of a binary file (a PDF). */
  content: string;
  encoding?: "base64";
}

export const MAIL_TEMPLATES: { [K in MailTemplateName]: MailTemplate<MailTemplateData[K]> } = {
  verify_account: {
    subject: verifyAccountSubject,
    element: (data, ctx) => createElement(VerifyAccountMail, { data, ctx }),
  },
  password_reset: {
    subject: passwordResetSubject,
    element: (data, ctx) => createElement(PasswordResetMail, { data, ctx }),
  },
  password_changed: {
    subject: passwordChangedSubject,
    element: (data, ctx) => createElement(PasswordChangedMail, { data, ctx }),
  },
  contact_message: {
    subject: contactMessageSubject,
    element: (data, ctx) => createElement(ContactMessageMail, { data, ctx }),
    replyTo: (data) => data.email,
  },
  purchase: {
    subject: purchaseSubject,
    element: (data, ctx) => createElement(PurchaseMail, { data, ctx }),
  },
  regret_accepted: {
    subject: regretAcceptedSubject,
    element: (data, ctx) => createElement(RegretAcceptedMail, { data, ctx }),
  },
  regret_late: {
    subject: regretLateSubject,
    element: (data, ctx) => createElement(RegretLateMail, { data, ctx }),
  },
  refund: {
    subject: refundSubject,
    element: (data, ctx) => createElement(RefundMail, { data, ctx }),
  },
  branch_sale: {
    subject: branchSaleSubject,
    element: (data, ctx) => createElement(BranchSaleMail, { data, ctx }),
    replyTo: (data) => data.customer.email,
  },
  email_change_confirm: {
    subject: emailChangeConfirmSubject,
    element: (data, ctx) => createElement(EmailChangeConfirmMail, { data, ctx }),
  },
  email_change_requested: {
    subject: emailChangeRequestedSubject,
    element: (data, ctx) => createElement(EmailChangeRequestedMail, { data, ctx }),
  },
  email_changed: {
    subject: emailChangedSubject,
    element: (data, ctx) => createElement(EmailChangedMail, { data, ctx }),
  },
  staff_password: {
    subject: staffPasswordSubject,
    element: (data, ctx) => createElement(StaffPasswordMail, { data, ctx }),
  },
  account_approved: {
    subject: accountApprovedSubject,
    element: (data, ctx) => createElement(AccountApprovedMail, { data, ctx }),
  },
  account_rejected: {
    subject: accountRejectedSubject,
    element: (data, ctx) => createElement(AccountRejectedMail, { data, ctx }),
  },
  visit: {
    subject: visitSubject,
    element: (data, ctx) => createElement(VisitMail, { data, ctx }),
    attachments: visitAttachments,
  },
  next_session: {
    subject: nextSessionSubject,
    element: (data, ctx) => createElement(NextSessionMail, { data, ctx }),
  },
  waitlist_offer: {
    subject: waitlistOfferSubject,
    element: (data, ctx) => createElement(WaitlistOfferMail, { data, ctx }),
  },
  review_request: {
    subject: reviewRequestSubject,
    element: (data, ctx) => createElement(ReviewRequestMail, { data, ctx }),
  },
  voucher: {
    subject: voucherSubject,
    element: (data, ctx) => createElement(VoucherMail, { data, ctx }),
    attachments: voucherAttachments,
  },
};

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
