import { tmpdir } from "node:os";
import path from "node:path";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AccountOrders } from "./modules/accounts/ports.ts";
import { AccountService } from "./modules/accounts/service.ts";
import { SessionService } from "./modules/accounts/sessions.ts";
import { guestCartMerge } from "./modules/cart/guest-merge.ts";
import { CheckoutBranches } from "./modules/cart/branches.ts";
import { CartService } from "./modules/cart/service.ts";
import { CatalogService } from "./modules/catalog/service.ts";
import { createCatalogEditor } from "./modules/catalog/editor.ts";
import { SettingsEditor } from "./modules/settings/editor.ts";
import { createStoreEditor } from "./modules/stores/editor.ts";
import { createContentEditor } from "./modules/content/editor.ts";
import { MediaLibrary } from "./modules/media/library.ts";
import { StaffInboxes } from "./modules/inboxes/index.ts";
import { SalesDashboard } from "./modules/payments/sales-dashboard.ts";
import { SalesDesk } from "./modules/payments/sales-desk.ts";
import { VoucherDocuments } from "./modules/invoicing/voucher-documents.ts";
import { RegretInbox } from "./modules/regret/inbox.ts";
import { RegretService } from "./modules/regret/service.ts";
import { CouponEditor } from "./modules/coupons/editor.ts";
import { PromotionRuleEditor } from "./modules/promotions/editor.ts";
import { ContactService } from "./modules/contact/service.ts";
import { ContentService } from "./modules/content/service.ts";
import { GeoService } from "./modules/geo/service.ts";
import { CouponService } from "./modules/coupons/service.ts";
import { PaymentOrders } from "./modules/payments/orders.ts";
import { BookingDesk } from "./modules/booking/desk.ts";
import { BookingRulesEditor } from "./modules/booking/rules-editor.ts";
import { DeskCustomers } from "./modules/booking/desk-customers.ts";
import { BookingService } from "./modules/booking/service.ts";
import { NextSessions } from "./modules/booking/next-session.ts";
import { WaitlistService } from "./modules/booking/waitlist.ts";
import { PaymentService } from "./modules/payments/service.ts";
import { createCustomerDesk } from "./modules/customers/desk.ts";
import { createReviewServices } from "./modules/reviews/index.ts";
import { createStaffServices } from "./modules/staff/index.ts";
import { StoresService } from "./modules/stores/service.ts";
import { createPayments, offlineSandboxPayments } from "./payments/index.ts";
import { createInvoicing } from "./modules/invoicing/index.ts";
import { OFFLINE_ARCA, arcaClientFromConfig } from "./arca/index.ts";

/** Seals the franchises' certificates in services built without a configuration (tests). */
const UNCONFIGURED_INVOICING_SECRET = "invoicing key of services built without a configuration";

/**
 * Every domain service, built once per process over one database. `config` chooses the payment provider;
 * without it (tests) payments go to the offline sandbox.
 */
export function createServices(
  database: Database,
  config?: Pick<Config, "payments" | "publicUrl"> &
    Partial<Pick<Config, "production" | "uploadsDir" | "invoicingSecret" | "arca">>,
) {
  const sessions = new SessionService(database.db);
  const cart = new CartService(database.db);
  const coupons = new CouponService(database.db);
  const accountOrders: AccountOrders = new PaymentOrders(database.db);
  const payments = createPayments(database, config?.payments ?? offlineSandboxPayments());
  const paymentService = new PaymentService({
    db: database.db,
    cart,
    coupons,
    provider: payments.provider,
    publicUrl: config?.publicUrl ?? "http://localhost:3000",
  });
  const booking = new BookingService(database.db);
  return {
    database,
    /** The customer's sessions and visits: free times, booking, moving, cancelling. */
    booking,
    /** The next session at each area's interval: the account's offer and the booking page's early notice. */
    nextSessions: new NextSessions(database.db),
    /** The branches' agendas in the back office: the day's visits, marks, rooms, closed days and rules. */
    bookingDesk: new BookingDesk(database.db, booking),
    /** The waiting list of full days: joining, leaving, the freed times' offers, who waits in the agenda. */
    waitlist: new WaitlistService(database.db, booking),
    /** The shop-wide booking rules and each area's minutes. */
    bookingRules: new BookingRulesEditor(database.db),
    /** The customer who phoned, found by her exact e-mail, for staff who book but may not read customers. */
    deskCustomers: new DeskCustomers(database.db),
    /** The storefront's pages, articles and banners; the back office's editors of them. */
    content: { shop: new ContentService(database.db), editor: createContentEditor(database.db) },
    /** The storefront's areas and categories; the back office's editors of them. */
    catalog: { shop: new CatalogService(database.db), editor: createCatalogEditor(database.db) },
    /** The shop settings and the client config, edited in the back office. */
    settings: { editor: new SettingsEditor(database.db) },
    promotionRules: new PromotionRuleEditor(database.db),
    /** Uploaded images, stored under the uploads directory (a temporary one for tests without a config). */
    media: new MediaLibrary(database.db, config?.uploadsDir ?? path.join(tmpdir(), "candela-uploads")),
    /** The storefront's branches; the back office's editors of branches and franchises. */
    stores: { shop: new StoresService(database.db), editor: createStoreEditor(database.db) },
    /** Countries and states of the billing address. */
    geo: new GeoService(database.db),
    contact: new ContactService(database.db),
    sessions,
    /** The back office: staff sign-in, sessions, the team and the audit log (second factor required in production). */
    staff: createStaffServices(database.db, { twoFactorRequired: config?.production ?? false }),
    accounts: new AccountService(database.db, sessions, guestCartMerge(cart)),
    cart,
    /** The checkout's branches: the dropdown's suggestions and search, the whole grid when asked for. */
    checkoutBranches: new CheckoutBranches(database.db),
    /** The codes a customer applies; the back office's editor of them. */
    coupons: { shop: coupons, editor: new CouponEditor(database.db) },
    /** Purchased items and payments of an account. */
    accountOrders,
    /** The back office's customers: search, a customer's file, the review of held accounts. */
    customers: createCustomerDesk(database.db, accountOrders),
    /** The card payment provider (PAYMENTS_PROVIDER) and, with the sandbox, the sandbox itself. */
    payments,
    /** The checkout's card payments: pay, result, reconcile, notifications, refunds. */
    paymentService,
    /** The back office's sales: the payments list, a sale's file and its refunds. */
    salesDesk: new SalesDesk(database.db, paymentService),
    voucherDocuments: new VoucherDocuments(database.db),
    salesDashboard: new SalesDashboard(database.db),
    /** The 'Botón de arrepentimiento' and the back office's inbox of its requests. */
    regret: new RegretService(database.db),
    /** Contact messages and failed mails for staff, and what waits in each inbox. */
    inboxes: new StaffInboxes(database.db),
    regretInbox: new RegretInbox(database.db, paymentService),
    /** Verified reviews of attended visits: the review link, the pages' reviews and their moderation. */
    reviews: createReviewServices(database.db),
    /** Electronic invoicing: the franchises' settings, the vouchers' job and /admin/facturas. */
    invoicing: createInvoicing(database.db, {
      secret: config?.invoicingSecret ?? UNCONFIGURED_INVOICING_SECRET,
      arca: arcaClientFromConfig(config?.arca ?? OFFLINE_ARCA, database.db),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
