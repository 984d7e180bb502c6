import { Alert } from "#app/components/ui/alert.tsx";

/**
 * The form-level error of an account form: the server's message, shown as an error alert (register uses a
 * warning, SPEC.md §8).
 */
export function FormAlert({ errors, tone = "error" }: { errors?: string[]; tone?: "error" | "warning" }) {
  if (!errors?.length) return null;
  return (
    <Alert tone={tone} className="mb-4">
      {errors[0]}
    </Alert>
  );
}
