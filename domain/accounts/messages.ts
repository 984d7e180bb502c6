/** Every text the account screens and rules show (SPEC.md §2, §4, §8), in one place. */
export const ACCOUNT_MESSAGES = {
  greeting: (name: string) => `Hola ${name}`,
  underReview:
    "Tu cuenta fue creada y está en revisión. Nuestro equipo se pondrá en contacto con vos a la brevedad.",
  verificationSent: (email: string) =>
    `Te enviamos un e-mail a ${email} para verificar tu cuenta. Seguí el enlace que contiene para activarla.`,
  emailTaken: "Ya existe una cuenta registrada con este e-mail.",

  verified: "Tu cuenta ha sido verificada correctamente",
  errorTitle: "Ups, hubo un error",
  verifyInvalid: "El enlace de verificación no es válido. Revisá que lo hayas copiado completo.",
  verifyUsed: "Este enlace de verificación ya fue utilizado. Si tu cuenta ya está verificada, iniciá sesión.",
  verifyExpired:
    "El enlace de verificación venció. Iniciá sesión con tu e-mail y contraseña y te enviaremos uno nuevo.",

  loginFailed: "El e-mail o la contraseña no son correctos.",
  loginUnverified:
    "Tu cuenta todavía no fue verificada. Te enviamos un e-mail con el enlace de verificación: seguilo y volvé a iniciar sesión.",
  loginUnderReview:
    "Tu cuenta está en revisión. Nuestro equipo se pondrá en contacto con vos a la brevedad para habilitarla.",
  loginReviewRejected:
    "Tu cuenta no fue habilitada. Te enviamos un e-mail con el motivo; si creés que es un error, escribinos.",

  resetRequested: "Hemos enviado a tu e-mail un enlace para restablecer la contraseña.",
  restoreInvalid: "El enlace para restablecer la contraseña no es válido, ya fue utilizado o venció.",
  restored: "Tu contraseña fue restablecida de manera correcta.",
  updated: "Los datos fueron actualizados de manera correcta.",
  wrongOldPassword: "La contraseña actual no es correcta.",
  samePassword: "La nueva contraseña debe ser distinta de la actual.",
  documentTaken:
    "Este número de documento ya está registrado en otra cuenta. Si es tuyo, escribinos y lo revisamos.",

  emailChangePasswordRequired: "Para cambiar el e-mail ingresá tu contraseña actual.",
  emailChangePending: (email: string) =>
    `Te enviamos un enlace a ${email} para confirmar el cambio. Tu e-mail cambiará cuando lo confirmes.`,
  emailChangeTitle: "Cambio de e-mail",
  emailChanged: (email: string) => `Tu e-mail ahora es ${email}. Iniciá sesión con esta dirección.`,
  emailChangeInvalid: "El enlace para cambiar el e-mail no es válido. Revisá que lo hayas copiado completo.",
  emailChangeUsed: "Este enlace para cambiar el e-mail ya fue utilizado.",
  emailChangeExpired: "El enlace para cambiar el e-mail venció. Pedí el cambio de nuevo desde tu perfil.",
  emailChangeTaken:
    "La nueva dirección ya pertenece a otra cuenta, así que tu e-mail no se cambió. Pedí el cambio a otra dirección desde tu perfil.",

  /** Generic messages of SPEC.md §8 ('message.error' for most forms, 'error.server' for register and verify). */
  genericError: "Atención, hubo un error. Por favor intentá nuevamente.",
  noResults: "No se encontraron resultados.",

  rateLimited: (minutes: number) =>
    `Hiciste demasiados intentos. Esperá ${minutes === 1 ? "1 minuto" : `${minutes} minutos`} y volvé a intentar.`,
  forbidden: "La solicitud fue rechazada por seguridad. Recargá la página e intentá nuevamente.",
} as const;

/** Labels of the account screens. */
/** The account area's pages: menu entries, dashboard cards and page titles. */
export const ACCOUNT_PAGES = {
  dashboard: "Mi cuenta",
  profile: "Datos personales",
  items: "Mis áreas",
  payments: "Mis pagos",
  maintenance: "Mantenimiento",
  password: "Cambiar contraseña",
} as const;

export const ACCOUNT_LABELS = {
  login: "Iniciar sesión",
  logout: "Cerrar sesión",
  register: "Crear cuenta",
  confirm: "Confirmar",
  haveAccount: "Ya tengo una cuenta",
  continue: "Continuar",
  forgotPassword: "Olvidé mi contraseña",
  forgotTitle: "¿Has olvidado tu contraseña?",
  resetPassword: "Restablecer contraseña",
  newToken: "Pedir un enlace nuevo",
  changePassword: "Modificar contraseña",
  saveProfile: "Guardar cambios",
  currentPassword: "Contraseña actual",
  close: "Cerrar",
} as const;
