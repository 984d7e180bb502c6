import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { staffPasswordSetSchema } from "#domain/staff/forms.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { ADMIN_LOGIN_PATH } from "#domain/staff/pages.ts";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { FormAlert } from "#app/features/account/form-alert.tsx";
import { SubmitButton, TextField } from "#app/features/account/form-fields.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { noStoreHeaders } from "#app/features/admin/layout/access.server.ts";
import { ADMIN_HANDLE } from "#app/features/admin/layout/handle.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/password-link";

export const handle = ADMIN_HANDLE;
export const headers = noStoreHeaders;

export function meta() {
  return [{ title: "Elegí tu contraseña | Panel Candela" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const usable = await context.services.staff.passwordLinks.isUsable(params.token);
  return data({ usable }, { status: usable ? 200 : 400 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: staffPasswordSetSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success")
    return data({ done: false, result: submission.reply({ hideFields }) }, { status: 400 });
  const ok = await context.services.staff.passwordLinks.setPassword(
    params.token,
    submission.value.password,
    context.clientIp,
  );
  if (!ok) {
    return data(
      { done: false, result: submission.reply({ formErrors: [STAFF_MESSAGES.resetInvalid], hideFields }) },
      { status: 400 },
    );
  }
  // Its own status: the loader that runs after it finds the link spent, and would answer 400.
  return data({ done: true, result: submission.reply({ resetForm: true }) }, { status: 200 });
}

export default function StaffPasswordLink({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "staff-password",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffPasswordSetSchema }),
  });
  if (actionData?.done) {
    return (
      <AccountCard title="Contraseña guardada">
        <Alert tone="success">{STAFF_MESSAGES.passwordSet}</Alert>
        <Link to={ADMIN_LOGIN_PATH} className="btn btn-primary mt-6">
          Ingresar
        </Link>
      </AccountCard>
    );
  }
  if (!loaderData.usable) return <InvalidLink />;
  return (
    <AccountCard title="Elegí tu contraseña" intro={STAFF_MESSAGES.passwordRule}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert errors={form.errors} />
        <fieldset className="space-y-4">
          <legend className="sr-only">Nueva contraseña</legend>
          <TextField
            meta={fields.password}
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            meta={fields.password_confirmation}
            label="Repetí la contraseña"
            type="password"
            autoComplete="new-password"
            required
          />
          <SubmitButton busy={false}>Guardar</SubmitButton>
        </fieldset>
      </Form>
    </AccountCard>
  );
}

function InvalidLink() {
  return (
    <AccountCard title="Enlace no válido">
      <Alert tone="error">{STAFF_MESSAGES.resetInvalid}</Alert>
      <Link to={`${ADMIN_LOGIN_PATH}`} className="btn btn-primary mt-6">
        Volver al ingreso
      </Link>
    </AccountCard>
  );
}
