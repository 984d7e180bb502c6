import { ROLES } from "#domain/staff/permissions.ts";

/** The `npm run staff` command's texts: Spanish first, English in parentheses, for whoever runs it. */
export const CLI_MESSAGES = {
  usage:
    "Uso / Usage: npm run staff -- add EMAIL --role ROLE [--franchise ID] [--name NOMBRE] [--password-stdin]\n" +
    `Roles: ${ROLES.join(", ")}`,
  badRole: (role: string) =>
    `El rol «${role}» no existe; usá uno de: ${ROLES.join(", ")}. (Unknown role "${role}".)`,
  badArgs: (message: string) => `Argumentos inválidos: ${message} (Invalid arguments.)`,
  badField: (field: string, message: string) => `${field}: ${message} (invalid ${field})`,
  emptyStdin:
    "No llegó ninguna contraseña por la entrada estándar. (No password was given on standard input.)",
  refused: {
    email_taken: "Ya existe una cuenta del equipo con ese correo. (A staff account with that e-mail exists.)",
    franchise_required: "El rol franchise necesita --franchise ID. (Role franchise needs --franchise ID.)",
    franchise_only_for_role:
      "Sólo el rol franchise lleva --franchise. (Only role franchise takes --franchise.)",
    franchise_unknown: "La franquicia no existe. (Unknown franchise.)",
    not_found: "La cuenta no existe. (Unknown account.)",
    stale_version: "Otra persona cambió la cuenta. (Changed by someone else.)",
    self_change: "No se puede cambiar la propia cuenta. (Cannot change your own account.)",
  },
  created: (email: string, role: string) =>
    `Cuenta del equipo creada: ${email} (${role}). (Staff account created.)`,
  linkQueued: (email: string, hours: number) =>
    `Le enviamos a ${email} un enlace para elegir su contraseña; vence en ${hours} horas. ` +
    "El servidor entrega el correo desde la cola. (A set-password link was queued for delivery.)",
} as const;
