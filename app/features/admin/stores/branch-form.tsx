import type { ReactNode } from "react";
import { Form } from "react-router";
import type { EditorReply } from "#domain/editing/editor-reply.ts";
import { hoursField } from "#domain/store-admin/branch-form.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/store-admin/messages.ts";
import { WEEKDAY_NAMES, type OpeningHours } from "#domain/stores.ts";
import {
  EditorCheckbox,
  EditorSelectField,
  EditorTextField,
} from "#app/features/admin/forms/editor-fields.tsx";
import { EditorNotice, SaveButton, shownValue } from "#app/features/admin/forms/editor-notices.tsx";

/** What the form starts from: the stored branch, or an empty one for 'Nueva sucursal'. */
export interface BranchFormValues {
  name: string;
  slug: string;
  franchise_id: string;
  province_id: string;
  address_street: string;
  address_number: string;
  address_floor: string;
  address_apartment: string;
  zip: string;
  city: string;
  phone: string;
  contact_email: string;
  opening_hours: OpeningHours;
  treatment_available: "SI" | "NO";
  enabled: boolean;
  version?: number;
}

interface Choice {
  id: string;
  name: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The branch editor; every field is posted under its column's name (hours as `opening_hours[day].open_at`).
 * With `contactOnly` (a franchise account) the other fields are shown, not posted.
 */
export function BranchForm({
  branch,
  franchises,
  provinces,
  contactOnly,
  reply,
}: {
  branch: BranchFormValues;
  franchises: Choice[];
  provinces: Choice[];
  contactOnly: boolean;
  reply: EditorReply | undefined;
}) {
  const errors = reply?.status === "invalid" ? reply.errors : {};
  const text = (name: string, stored: string) => shownValue(reply, name, stored);
  const posted = reply?.status === "invalid" ? reply.values : null;
  const field = (
    name: keyof BranchFormValues,
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) =>
    contactOnly ? (
      <ReadOnly label={label} value={String(branch[name] ?? "") || "—"} />
    ) : (
      <EditorTextField
        name={name}
        label={label}
        defaultValue={text(name, String(branch[name] ?? ""))}
        error={errors[name]}
        {...extra}
      />
    );
  const slot = (day: number) => branch.opening_hours.find((h) => h.day === day);
  return (
    <Form method="post" className="space-y-8" noValidate>
      <EditorNotice reply={reply} />
      {branch.version ? <input type="hidden" name="version" value={branch.version} /> : null}
      {contactOnly ? <p className="text-sm text-slate-700">{M.onlyOwnFields}</p> : null}
      <Group legend="Datos">
        {field("name", "Nombre", { required: true })}
        {field("slug", "Slug (dirección)", { required: true, hint: "Minúsculas, números y guiones." })}
        {contactOnly ? (
          <ReadOnly
            label="Franquicia"
            value={franchises.find((f) => f.id === branch.franchise_id)?.name ?? "—"}
          />
        ) : (
          <EditorSelectField
            name="franchise_id"
            label="Franquicia"
            defaultValue={text("franchise_id", branch.franchise_id)}
            options={[
              { value: "", label: "Elegí una franquicia" },
              ...franchises.map((f) => ({ value: f.id, label: f.name })),
            ]}
            error={errors.franchise_id}
          />
        )}
        {contactOnly ? (
          <ReadOnly
            label="Realiza depilación láser"
            value={branch.treatment_available === "SI" ? "Sí" : "No"}
          />
        ) : (
          <EditorSelectField
            name="treatment_available"
            label="Realiza depilación láser"
            defaultValue={text("treatment_available", branch.treatment_available)}
            options={[
              { value: "SI", label: "SI" },
              { value: "NO", label: "NO" },
            ]}
            error={errors.treatment_available}
          />
        )}
      </Group>
      <Group legend="Dirección">
        {field("address_street", "Calle")}
        {field("address_number", "Número")}
        {field("address_floor", "Piso")}
        {field("address_apartment", "Departamento")}
        {field("zip", "Código postal")}
        {field("city", "Ciudad")}
        {contactOnly ? (
          <ReadOnly
            label="Provincia"
            value={provinces.find((p) => p.id === branch.province_id)?.name ?? "—"}
          />
        ) : (
          <EditorSelectField
            name="province_id"
            label="Provincia"
            defaultValue={text("province_id", branch.province_id)}
            options={[
              { value: "", label: "Elegí una provincia" },
              ...provinces.map((p) => ({ value: p.id, label: p.name })),
            ]}
            error={errors.province_id}
          />
        )}
      </Group>
      <Group legend="Contacto">
        <EditorTextField
          name="phone"
          label="Teléfono"
          defaultValue={text("phone", branch.phone)}
          error={errors.phone}
        />
        <EditorTextField
          name="contact_email"
          label="Email de contacto"
          defaultValue={text("contact_email", branch.contact_email)}
          error={errors.contact_email}
        />
      </Group>
      <fieldset>
        <legend className="mb-2 text-base font-semibold text-slate-900">Horarios</legend>
        <p className="mb-3 text-sm text-slate-600">
          Dejá los dos vacíos los días que la sucursal está cerrada.
        </p>
        <div className="space-y-3">
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <div
              key={day}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
            >
              <p className="font-medium text-slate-800 sm:pt-8">{WEEKDAY_NAMES[day]}</p>
              <EditorTextField
                id={`hours-${day}-open`}
                name={hoursField(day, "open_at")}
                label={`Abre (${WEEKDAY_NAMES[day]!.toLowerCase()})`}
                defaultValue={text(hoursField(day, "open_at"), slot(day)?.open_at ?? "")}
                error={errors[hoursField(day, "open_at")]}
                maxLength={5}
              />
              <EditorTextField
                id={`hours-${day}-close`}
                name={hoursField(day, "close_at")}
                label={`Cierra (${WEEKDAY_NAMES[day]!.toLowerCase()})`}
                defaultValue={text(hoursField(day, "close_at"), slot(day)?.close_at ?? "")}
                error={errors[hoursField(day, "close_at")]}
                maxLength={5}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {contactOnly ? (
        <ReadOnly label="Estado" value={branch.enabled ? "Activa" : "Inactiva"} />
      ) : (
        <EditorCheckbox
          name="enabled"
          label={M.enabled}
          defaultChecked={posted ? posted.enabled === "on" : branch.enabled}
          error={errors.enabled}
        />
      )}
      <SaveButton />
    </Form>
  );
}

/** A field a franchise account sees but cannot change. */
function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="mt-1 text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{M.readOnly}</p>
    </div>
  );
}
