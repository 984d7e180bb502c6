/**
 * How a customer books the sessions she paid for, said one way everywhere (docs/decisions/0048): online
 * from 'Mi cuenta' with 'Reservar turno', or by phoning the branch. The result page, the area page's 'Cómo
 * comprar', the terms (seeded), the purchase mail and the branch's mail all take their words from here.
 */
import { AGENDA_MESSAGES } from "./desk-messages.ts";

export const BOOK_PATH = "/my-account/turnos/reservar";
export const ADMIN_AGENDA_PATH = "/admin/agenda";

const BOOK_LABEL = "Reservar turno";
const ONLINE_OR_PHONE = `desde Mi cuenta, con «${BOOK_LABEL}», o llamando a la sucursal`;

export const HOW_TO_BOOK = {
  title: "Cómo reservar tu turno",
  bookLabel: BOOK_LABEL,
  online: `Reservá tu turno desde Mi cuenta, con «${BOOK_LABEL}»: elegís el día y el horario de cada sesión.`,
  /** The other way, where the branch's phone and hours are shown next to it. */
  byPhone: "Si preferís, llamá a la sucursal en su horario y te reservamos el turno.",
  /** The other way, naming the number (a branch without a phone: the shop's). */
  byPhoneAt: (branch: { name: string; phone: string | null }, shopPhone: string) =>
    branch.phone
      ? `Si preferís, llamá a la sucursal ${branch.name} al ${branch.phone} y te reservamos el turno.`
      : `Si preferís, llamanos al ${shopPhone} y te reservamos el turno.`,
  /** A payment still in process: booking opens once it is approved. */
  onceApproved: "Cuando se acredite te avisamos por e-mail y vas a poder reservar tu turno desde Mi cuenta.",
  /** The terms' sentence (seeded into the page, docs/decisions/0048). */
  terms: `Una vez acreditado el pago, reservás tu turno ${ONLINE_OR_PHONE}.`,
  /** 'Cómo comprar' on the area page, in the order the shop asks for them. */
  howToBuy: [
    "Elegí tus áreas y sumalas con «¡Lo quiero ya!».",
    "Elegí la sucursal donde vas a hacer el tratamiento.",
    "Pagá online con tarjeta, en cuotas cuando el área lo permite.",
    `Reservá tu turno ${ONLINE_OR_PHONE}.`,
  ],
  /** The branch's mail of an approved sale. */
  branch: {
    online: "La clienta o el cliente reserva sus turnos online, desde Mi cuenta.",
    byPhone: (agendaUrl: string, storeName: string, email: string) =>
      `Si llama para reservar, reservale el turno desde la agenda: en ${agendaUrl} elegí ${storeName}, «${AGENDA_MESSAGES.bookTitle}», y buscala por su e-mail, ${email}.`,
  },
} as const;
