import type { ReactNode } from "react";
import { DEFAULT_CARD_BRANDS } from "#domain/payments/card-brands.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { INSTALLMENT_CHOICES } from "#domain/catalog/messages.ts";
import { WEEKDAYS } from "#domain/settings/messages.ts";
import { PLAN_INSTALLMENTS, dayField, planField } from "#domain/settings/settings-form.ts";
import type { StoredSettings } from "#domain/settings/views.ts";
import type { EditorAnswer } from "#app/features/admin/forms/editor-answer.ts";
import {
  EditorForm,
  nestedValues,
  SaveButton,
  useEditorForm,
} from "#app/features/admin/forms/editor-form.tsx";
import { Checkbox, CheckboxList, SelectField, TextField } from "#app/features/admin/forms/fields.tsx";
import { AdminCard } from "#app/features/admin/layout/admin-shell.tsx";

/** The stored settings under the form's field names: text, a ticked box (true) or a list of values. */
export type SettingsFormValues = Record<string, string | boolean | string[]>;

const percentText = (n: number) => String(n).replace(".", ",");

export function settingsFormValues({ settings: s, client: c }: StoredSettings): SettingsFormValues {
  const values: SettingsFormValues = {
    shop_enabled: s.shopEnabled,
    prices_enabled: s.pricesEnabled,
    checkout_mode: s.checkoutMode,
    offline_mode: s.offlineMode,
    accounts_enabled: s.accountsEnabled,
    name: c.name,
    title: c.title,
    phone: c.phone,
    email: c.email,
    alternative_email: c.alternativeEmail ?? "",
    franchises_email: c.franchisesEmail,
    rrhh_email: c.rrhhEmail,
    whatsapp_enabled: c.whatsappEnabled,
    whatsapp_number: c.whatsappNumber ?? "",
    facebook: c.facebook ?? "",
    instagram: c.instagram ?? "",
    youtube: c.youtube ?? "",
    linkedin: c.linkedin ?? "",
    "whatsapp.enabled": s.whatsapp.enabled,
    "whatsapp.number": s.whatsapp.number,
    "whatsapp.fallback_number": s.whatsapp.fallback_number,
    mercadopago_enabled: s.mercadopagoEnabled,
    max_installments: String(s.maxInstallments),
    interest_rates_enabled: s.interestRatesEnabled,
    card_brands: s.cardBrands,
  };
  s.whatsapp.schedule.forEach((day, d) => {
    values[dayField(d, "enabled")] = day.enabled;
    values[dayField(d, "open_at")] = day.open_at;
    values[dayField(d, "close_at")] = day.close_at;
  });
  PLAN_INSTALLMENTS.forEach((installments, i) => {
    const plan = s.installmentPlans.find((p) => p.installments === installments);
    values[planField(i, "percentage")] = percentText(plan?.percentage ?? 0);
    values[planField(i, "enabled")] = plan?.enabled ?? false;
  });
  return values;
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

/** The whole settings page as one form: every field under its column's name, one 'Guardar'. */
export function SettingsForm({
  values,
  version,
  answer,
}: {
  values: SettingsFormValues;
  version: number;
  answer: EditorAnswer | undefined;
}) {
  const [form, fieldOf] = useEditorForm(answer, nestedValues(values));
  const field = (name: string, label: string, extra: { required?: boolean; hint?: string } = {}) => (
    <TextField meta={fieldOf(name)} label={label} {...extra} />
  );
  const box = (name: string, label: string, id = name) => (
    <Checkbox meta={fieldOf(name)} id={id} label={label} />
  );
  return (
    <EditorForm form={form} answer={answer} className="space-y-8">
      <input type="hidden" name="version" value={version} />
      <AdminCard title="Tienda">
        <div className="grid gap-3 md:grid-cols-2">
          {box("shop_enabled", "Tienda abierta (se muestran el carrito y la compra)")}
          {box("prices_enabled", "Mostrar los precios")}
          {box("checkout_mode", "Venta en línea (carrito y pago)")}
          {box("offline_mode", "Visitantes sin cuenta ven precios y carrito")}
          {box("accounts_enabled", "Cuentas de clientes habilitadas")}
        </div>
      </AdminCard>
      <AdminCard title="Contacto">
        <Grid>
          {field("name", "Nombre de la marca", { required: true })}
          {field("title", "Título de las páginas", { required: true })}
          {field("phone", "Teléfono", { required: true })}
          {field("email", "E-mail de contacto", { required: true })}
          {field("alternative_email", "E-mail de atención al cliente")}
          {field("franchises_email", "E-mail de franquicias", { required: true })}
          {field("rrhh_email", "E-mail de recursos humanos", { required: true })}
          {field("whatsapp_number", "WhatsApp de contacto", { hint: "Con código de país, sólo números." })}
          <div className="md:col-span-2">{box("whatsapp_enabled", "Mostrar el WhatsApp de contacto")}</div>
          {field("facebook", "Facebook")}
          {field("instagram", "Instagram")}
          {field("youtube", "YouTube")}
          {field("linkedin", "LinkedIn")}
        </Grid>
      </AdminCard>
      <AdminCard title="WhatsApp">
        <div className="space-y-6">
          {box("whatsapp.enabled", "Mostrar el botón de WhatsApp", "whatsapp-enabled")}
          <Grid>
            {field("whatsapp.number", "Número en horario de atención", { required: true })}
            {field("whatsapp.fallback_number", "Número fuera de horario", { required: true })}
          </Grid>
          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">Horario de atención</legend>
            <div className="space-y-3">
              {WEEKDAYS.map((dayName, d) => (
                <div
                  key={dayName}
                  className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
                >
                  {box(dayField(d, "enabled"), dayName, `day-${d}-enabled`)}
                  <TextField
                    meta={fieldOf(dayField(d, "open_at"))}
                    id={`day-${d}-open`}
                    label={`Abre (${dayName.toLowerCase()})`}
                    maxLength={5}
                  />
                  <TextField
                    meta={fieldOf(dayField(d, "close_at"))}
                    id={`day-${d}-close`}
                    label={`Cierra (${dayName.toLowerCase()})`}
                    maxLength={5}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </AdminCard>
      <AdminCard title="Pagos">
        <div className="space-y-6">
          {box("mercadopago_enabled", "Pago con tarjeta (Mercado Pago)")}
          <CheckboxList
            meta={fieldOf("card_brands")}
            legend="Tarjetas aceptadas"
            options={DEFAULT_CARD_BRANDS.map((brand) => ({ value: brand, label: paymentMethodName(brand) }))}
            idPrefix="card"
            className="grid gap-2 sm:grid-cols-3"
          />
          <div className="md:w-1/2">
            <SelectField
              meta={fieldOf("max_installments")}
              label="Cuotas máximas de la tienda"
              options={INSTALLMENT_CHOICES.map((n) => ({
                value: n,
                label: n === "1" ? "1 pago" : `${n} cuotas`,
              }))}
            />
          </div>
          {box("interest_rates_enabled", "Aplicar los intereses de los planes")}
          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">Planes de cuotas</legend>
            <div className="space-y-3">
              {PLAN_INSTALLMENTS.map((n, i) => (
                <div
                  key={n}
                  className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
                >
                  {box(planField(i, "enabled"), n === 1 ? "1 pago" : `${n} cuotas`, `plan-${n}-enabled`)}
                  <TextField
                    meta={fieldOf(planField(i, "percentage"))}
                    id={`plan-${n}-percentage`}
                    label={`Interés total, % (${n === 1 ? "1 pago" : `${n} cuotas`})`}
                    inputMode="decimal"
                    maxLength={6}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </AdminCard>
      <SaveButton />
    </EditorForm>
  );
}
