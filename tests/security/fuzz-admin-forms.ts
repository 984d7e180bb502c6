/**
 * The back office's forms and filters as the fuzz sends them: each one's address, its fields with a valid
 * value (the fuzz replaces, repeats or drops them) and how many inputs it gets. A new admin form is added here.
 */
import fc from "fast-check";
import { hostileText, wellFormed } from "./fuzz-support.ts";

export interface AdminFixtures {
  areaId: string;
  areaSlug: string;
  areaTitle: string;
  categoryId: string;
  /** A customer account held for review. */
  customerId: string;
  /** A staff member other than the one fuzzing (who must stay signed in). */
  staffId: string;
  branchId: string;
  franchiseId: string;
  provinceId: string;
  postId: string;
  pressId: string;
  promotionId: string;
  teaserId: string;
  /** The settings page's fields with the stored values (a ticked box as "on"). */
  settings: Record<string, string>;
}

export interface AdminForm {
  name: string;
  /** The page's address; a `.data` variant is sent too. */
  path: fc.Arbitrary<string>;
  /** Each field's valid value, given the stored versions of what the forms edit. */
  base: (versions: Record<string, string>) => Record<string, string>;
  runs: number;
  /** A filter form: the fuzzed fields go in the query of a GET. */
  method?: "GET";
}

const fixed = (p: string) => fc.constant(p);
/** The address of one record, with its id replaced by hostile text half of the time. */
const recordPath = (prefix: string, id: string) =>
  fc.oneof(
    fc.constant(`${prefix}/${id}`),
    hostileText.map((t) => `${prefix}/${encodeURIComponent(wellFormed(t)).slice(0, 2_000) || "x"}`),
    fc.constantFrom(`${prefix}/%ED%A0%80`, `${prefix}/%00`, `${prefix}/${id.toUpperCase()}`),
  );

/** A page under one branch's agenda (`/admin/agenda/:storeId/…`), its id hostile half of the time. */
const agendaPath = (storeId: string, page = "") =>
  recordPath("/admin/agenda", storeId).map((p) => `${p}${page}`);
/** Ids that name no row: a visit, a purchased area. */
const NO_VISIT = "3c1d7e2a-5b4f-4a6e-9d8c-7b6a5f4e3d2c";
const NO_SESSIONS = "8e2f4a6c-1b3d-4e5f-a7b9-c1d3e5f7a9b2";

/**
 * The runs below weigh the forms against each other (about 10,000 in all); each engine runs this share of
 * them, which keeps the total above the floor of 5,000 inputs per engine and the suite within CI's time.
 */
const RUN_SHARE = 0.56;

export function adminForms(f: AdminFixtures): AdminForm[] {
  return weightedForms(f).map((form) => ({ ...form, runs: Math.ceil(form.runs * RUN_SHARE) }));
}

function weightedForms(f: AdminFixtures): AdminForm[] {
  const area = (v: Record<string, string>) => ({
    title: `${f.areaTitle}`,
    slug: f.areaSlug,
    sessions: "6",
    price: "27.000,50",
    price_offer: "0",
    max_installments: "6",
    installment_rates: "SI",
    main_category: f.categoryId,
    categories: f.categoryId,
    enabled: "on",
    version: v.area!,
  });
  return [
    {
      name: "login",
      path: fixed("/admin/login"),
      base: () => ({ intent: "login", email: "nadie@candela.test", password: "una clave cualquiera" }),
      runs: 250,
    },
    {
      name: "login code",
      path: fixed("/admin/login"),
      base: () => ({ intent: "code", code: "123456" }),
      runs: 150,
    },
    {
      name: "password reset request",
      path: fixed("/admin/login"),
      base: () => ({ intent: "reset", email: "nadie@candela.test" }),
      runs: 200,
    },
    {
      name: "password link",
      path: recordPath("/admin/clave", "x".repeat(43)),
      base: () => ({ password: "una clave nueva larga", password_confirmation: "una clave nueva larga" }),
      runs: 200,
    },
    {
      name: "area new",
      path: fixed("/admin/areas/nueva"),
      base: (v) => ({ ...area(v), title: "Área nueva", slug: "area-nueva", version: "" }),
      runs: 450,
    },
    { name: "area edit", path: recordPath("/admin/areas", f.areaId), base: area, runs: 500 },
    {
      name: "areas list",
      path: fixed("/admin/areas"),
      base: () => ({
        q: "axilas",
        categoria: "tratamientos-mujer",
        estado: "activas",
        orden: "precio",
        pagina: "2",
      }),
      runs: 250,
      method: "GET",
    },
    {
      name: "category save",
      path: fixed("/admin/categorias"),
      base: (v) => ({
        intent: "save",
        id: f.categoryId,
        version: v.category!,
        title: "Mujer",
        slug: "mujer",
      }),
      runs: 300,
    },
    {
      name: "category move",
      path: fixed("/admin/categorias"),
      base: (v) => ({ intent: "move", id: f.categoryId, version: v.category!, direction: "down" }),
      runs: 200,
    },
    {
      name: "category add",
      path: fixed("/admin/categorias"),
      base: () => ({ intent: "add", title: "Nueva", slug: "nueva" }),
      runs: 250,
    },
    {
      name: "customers list",
      path: fixed("/admin/clientes"),
      base: () => ({ q: "revision", estado: "revision", orden: "nombre", pagina: "1" }),
      runs: 250,
      method: "GET",
    },
    {
      name: "customer file",
      path: recordPath("/admin/clientes", f.customerId),
      base: () => ({ pagina: "2" }),
      runs: 200,
      method: "GET",
    },
    {
      name: "customer review",
      path: recordPath("/admin/clientes", f.customerId),
      base: () => ({ intent: "rechazar", reason: "Los datos no coinciden." }),
      runs: 300,
    },
    {
      name: "team add",
      path: fixed("/admin/equipo"),
      base: () => ({
        intent: "add",
        email: "nuevo@candela.test",
        name: "Nuevo",
        role: "editor",
        franchise_id: "",
      }),
      runs: 300,
    },
    {
      name: "team role",
      path: fixed("/admin/equipo"),
      base: () => ({ intent: "role", id: f.staffId, version: "1", role: "support", franchise_id: "" }),
      runs: 250,
    },
    {
      name: "team disable",
      path: fixed("/admin/equipo"),
      base: () => ({ intent: "disable", id: f.staffId, version: "1", disabled: "true" }),
      runs: 200,
    },
    {
      name: "own password",
      path: fixed("/admin/cuenta"),
      base: () => ({
        intent: "password",
        current_password: "no es la clave",
        password: "otra clave larga nueva",
      }),
      runs: 250,
    },
    {
      name: "two-factor",
      path: fixed("/admin/cuenta"),
      base: () => ({ intent: "totp_confirm", code: "123456" }),
      runs: 200,
    },
    {
      name: "session revoke",
      path: fixed("/admin/cuenta"),
      base: () => ({ intent: "revoke", id: "00000000-0000-4000-8000-000000000000" }),
      runs: 150,
    },
    {
      name: "branch edit",
      path: recordPath("/admin/sucursales", f.branchId),
      base: (v) => ({
        version: v.branch!,
        name: "Candela Palermo",
        slug: "candela-palermo",
        franchise_id: f.franchiseId,
        province_id: f.provinceId,
        address_street: "Av. Santa Fe",
        city: "CABA",
        phone: "011 4831-2200",
        contact_email: "palermo@candela.com.ar",
        treatment_available: "SI",
        enabled: "on",
        "opening_hours[1].open_at": "09:00",
        "opening_hours[1].close_at": "21:00",
      }),
      runs: 400,
    },
    {
      name: "branch new",
      path: fixed("/admin/sucursales/nueva"),
      base: () => ({
        name: "Candela Nueva",
        slug: "candela-nueva",
        franchise_id: f.franchiseId,
        province_id: f.provinceId,
        treatment_available: "NO",
        "opening_hours[2].open_at": "10:00",
        "opening_hours[2].close_at": "18:00",
      }),
      runs: 250,
    },
    {
      name: "franchise edit",
      path: recordPath("/admin/franquicias", f.franchiseId),
      base: (v) => ({
        version: v.franchise!,
        name: "Casa central",
        fiserv_id: "FS-1",
        contact_email: "a@b.com",
      }),
      runs: 250,
    },
    {
      name: "branches list",
      path: fixed("/admin/sucursales"),
      base: () => ({ q: "palermo", franquicia: f.franchiseId, estado: "activas", pagina: "2" }),
      runs: 150,
      method: "GET",
    },
    {
      name: "blog post",
      path: recordPath("/admin/blog", f.postId),
      base: (v) => ({
        intent: "save",
        version: v.post!,
        title: "Una nota",
        slug: "una-nota",
        excerpt: "Resumen",
        author: "Equipo",
        body: "<p>Hola <strong>mundo</strong></p>",
        published_at: "2026-12-01T10:00",
      }),
      runs: 250,
    },
    {
      name: "press item",
      path: recordPath("/admin/prensa", f.pressId),
      base: (v) => ({
        intent: "publish",
        version: v.press!,
        title: "En los medios",
        slug: "en-los-medios",
        outlet: "Clarín",
        external_url: "https://www.clarin.com/nota",
        body: "<p>Nota</p>",
        image_add: "",
      }),
      runs: 200,
    },
    {
      name: "promotion",
      path: recordPath("/admin/promociones", f.promotionId),
      base: (v) => ({
        intent: "save",
        version: v.promotion!,
        kind: "promocion",
        title: "Verano",
        slug: "verano",
        valid_from: "2026-12-01",
        valid_until: "2027-01-31",
        conditions: "Sólo online.",
        body: "<p>Promo</p>",
      }),
      runs: 250,
    },
    {
      name: "static page",
      path: fc.oneof(
        fixed("/admin/paginas/quienes-somos"),
        hostileText.map((t) => `/admin/paginas/${encodeURIComponent(wellFormed(t)).slice(0, 2_000) || "x"}`),
      ),
      base: (v) => ({
        version: v.page!,
        title: "Quiénes somos",
        description: "Candela",
        body: "<p>Hola</p>",
      }),
      runs: 200,
    },
    {
      name: "teaser",
      path: recordPath("/admin/campanas", f.teaserId),
      base: (v) => ({
        version: v.teaser!,
        placement: "home-hero",
        title: "Hot Sale",
        label: "Sólo hoy",
        paragraph: "Todo en cuotas.",
        disposition: "left",
        content_box: "on",
        link_primary_name: "Ver áreas",
        link_primary_url: "/areas",
        link_primary_target: "_self",
        link_secondary_name: "Más",
        link_secondary_url: "areas-destacadas",
        link_secondary_target: "scroll",
        image_small: "",
        enabled: "on",
      }),
      runs: 250,
    },
    {
      name: "teaser move",
      path: fixed("/admin/campanas"),
      base: (v) => ({ intent: "move", id: f.teaserId, version: v.teaser!, direction: "down" }),
      runs: 100,
    },
    {
      name: "blog post new",
      path: fixed("/admin/blog/nueva"),
      base: () => ({
        intent: "publish",
        title: "Nueva",
        slug: "nueva-nota",
        body: "<p>Texto</p>",
        published_at: "",
      }),
      runs: 250,
    },
    {
      name: "image upload",
      path: fixed("/admin/imagenes"),
      base: () => ({ alt: "Sesión en axilas", file: "no es un archivo" }),
      runs: 200,
    },
    {
      name: "sales list",
      path: fixed("/admin/ventas"),
      base: () => ({
        q: "garcia",
        estado: "approved",
        franquicia: f.franchiseId,
        desde: "2026-11-01",
        hasta: "2026-11-30",
        pagina: "2",
      }),
      runs: 150,
      method: "GET",
    },
    {
      name: "sale refund",
      path: recordPath("/admin/ventas", "2b7e4f1a-9c3d-4e5f-8a6b-1c2d3e4f5a6b"),
      base: () => ({
        amount: "1.000,50",
        reason: "Arrepentimiento",
        refund_key: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
      }),
      runs: 100,
    },
    {
      name: "image delete",
      path: fixed("/admin/imagenes"),
      base: () => ({ intent: "delete", id: "6f1c2a4e-8b7d-4c3e-9a5f-0d2e4b6a8c1e" }),
      runs: 100,
    },
    {
      name: "code new",
      path: fixed("/admin/codigos/nuevo"),
      base: () => ({
        code: "FUZZ-1",
        kind: "percentage",
        value: "10",
        min_total: "1.000,50",
        valid_from: "2026-12-01",
        valid_until: "2026-12-31",
        max_uses: "10",
        max_uses_per_account: "1",
        enabled: "on",
      }),
      runs: 300,
    },
    {
      name: "codes list",
      path: fixed("/admin/codigos"),
      base: () => ({ q: "BIENVENIDA", estado: "activos", pagina: "1" }),
      runs: 100,
      method: "GET",
    },
    {
      name: "settings",
      path: fixed("/admin/ajustes"),
      base: (v) => ({ ...f.settings, version: v.settings! }),
      runs: 400,
    },
    {
      name: "agenda rules",
      path: fixed("/admin/agenda/reglas"),
      base: () => ({
        min_notice_minutes: "120",
        max_days_ahead: "60",
        min_days_between_sessions: "28",
        change_cutoff_hours: "24",
        default_area_minutes: "30",
        slot_step_minutes: "30",
        [`minutes.${f.areaId}`]: "45",
      }),
      runs: 150,
    },
    {
      name: "agenda day",
      path: agendaPath(f.branchId),
      base: () => ({ dia: "2026-12-01" }),
      runs: 60,
      method: "GET",
    },
    {
      name: "agenda mark",
      path: agendaPath(f.branchId),
      base: () => ({ intent: "attended", visit: NO_VISIT }),
      runs: 100,
    },
    {
      name: "agenda rooms",
      path: agendaPath(f.branchId, "/ajustes"),
      base: () => ({ intent: "salas", rooms: "2" }),
      runs: 120,
    },
    {
      name: "agenda closed day",
      path: agendaPath(f.branchId, "/ajustes"),
      base: () => ({ intent: "agregar-dia", day: "2030-03-01", reason: "Feriado" }),
      runs: 120,
    },
    {
      name: "agenda closed day removal",
      path: agendaPath(f.branchId, "/ajustes"),
      base: () => ({ intent: "quitar-dia", day: "2030-03-01" }),
      runs: 60,
    },
    {
      name: "agenda customer search",
      path: agendaPath(f.branchId, "/reservar"),
      base: () => ({ email: "nadie@candela.test" }),
      runs: 60,
      method: "GET",
    },
    {
      name: "agenda free times",
      path: agendaPath(f.branchId, "/reservar"),
      base: () => ({ cliente: f.customerId, area: NO_SESSIONS, store: f.branchId, day: "2026-12-01" }),
      runs: 100,
      method: "GET",
    },
    {
      name: "agenda booking",
      path: agendaPath(f.branchId, "/reservar"),
      base: () => ({
        account: f.customerId,
        store: f.branchId,
        area: NO_SESSIONS,
        slot: "2026-12-01T10:00:00-03:00",
      }),
      runs: 120,
    },
    {
      name: "customer sessions move",
      path: recordPath("/admin/clientes", f.customerId),
      base: () => ({ intent: "mover-sesiones", entitlement: NO_SESSIONS, store: f.branchId }),
      runs: 100,
    },
    {
      name: "audit filters",
      path: fixed("/admin/auditoria"),
      base: () => ({
        persona: f.staffId,
        entidad: "products",
        desde: "2026-01-01",
        hasta: "2026-12-31",
        pagina: "1",
      }),
      runs: 250,
      method: "GET",
    },
  ];
}
