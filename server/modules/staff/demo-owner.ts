import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { StaffSessions } from "./sessions.ts";
import { StaffTeam } from "./team.ts";

export const DEMO_OWNER_EMAIL = "dueno@candela.test";

/**
 * The demo's one staff account, an owner with a random password marked as a demo password (production
 * refuses to start while it stays). Returns the password, which is shown once and stored only hashed.
 */
export async function seedDemoOwner(db: Db): Promise<string> {
  const password = randomBytes(12).toString("base64url");
  const result = await new StaffTeam(db, new StaffSessions(db)).addFromCommandLine({
    email: DEMO_OWNER_EMAIL,
    name: "Dueño de la demostración",
    role: "owner",
    franchise_id: null,
    password,
    demoPassword: true,
  });
  if (!result.ok) throw new Error(`demo owner not created: ${result.code}`);
  return password;
}

/** The lines printed once at the first start. */
export function demoOwnerNotice(password: string): string {
  return [
    "Panel del equipo (/admin): cuenta de demostración creada.",
    `  Correo: ${DEMO_OWNER_EMAIL}`,
    `  Contraseña: ${password}`,
    "  Se muestra sólo esta vez. Cambiala en /admin/cuenta; con NODE_ENV=production la tienda no arranca mientras siga puesta.",
  ].join("\n");
}
