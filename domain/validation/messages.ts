/** The validation messages of SPEC.md §5: its words, with the spelling corrected (docs/decisions/0040). */
export const MESSAGES = {
  required: "Campo requerido",
  email: "E-mail inválido",
  numeric: "El valor debe ser numérico",
  leadingZero: 'Sólo números, sin el "0" inicial.',
  min: (n: number) => `El mínimo debe ser ${n}`,
  max: (n: number) => `El máximo debe ser ${n}`,
  passwordMismatch: "Las contraseñas no coinciden",
  passwordPattern: "La contraseña no cumple el patrón necesario",
  passwordHint: "6 a 64 caracteres, al menos 1 mayúscula, 1 minúscula y 1 número",
  letters: "Ingresá sólo letras y espacios",
  numbers: "Ingresá sólo números",
  cardExpiry: "Ingresá 2 dígitos para mes y 2 dígitos para año",
  phonePrefix: "El número debe comenzar con una característica válida",
  // §5's 'Ingresa un código de área válido' belongs to no field of SPEC.md: the phone's area code
  // ("característica") is checked by its prefix, with phonePrefix (docs/decisions/0024).
} as const;

// Kept apart so the pages that show only these (the home) do not load every form's messages.
export { GENERIC_MESSAGES } from "./generic-messages.ts";
