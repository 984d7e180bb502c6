import type { Gender, TeamMember } from "#domain/stores/team.ts";

/** Where each demo branch is, in decimal degrees (its street address, looked up once). */
export const STORE_PLACES: Record<string, [number, number]> = {
  "candela-palermo": [-34.588318, -58.410621],
  "candela-belgrano": [-34.562712, -58.456298],
  "candela-recoleta": [-34.596602, -58.393187],
  "candela-caballito": [-34.618925, -58.441512],
  "candela-villa-urquiza": [-34.573311, -58.486314],
  "candela-microcentro": [-34.600893, -58.375104],
  "candela-san-isidro": [-34.471601, -58.512612],
  "candela-olivos": [-34.508712, -58.489608],
  "candela-pilar": [-34.443715, -58.871402],
  "candela-la-plata": [-34.913307, -57.950311],
  "candela-quilmes": [-34.722412, -58.254401],
  "candela-mar-del-plata": [-38.010619, -57.543607],
  "candela-nueva-cordoba": [-31.424212, -64.184803],
  "candela-cerro-de-las-rosas": [-31.370514, -64.240009],
  "candela-villa-carlos-paz": [-31.424118, -64.497806],
  "candela-rosario-centro": [-32.945003, -60.644012],
  "candela-fisherton": [-32.930311, -60.737209],
  "candela-santa-fe": [-31.643711, -60.706312],
  "candela-parana": [-31.732004, -60.528013],
  "candela-mendoza-centro": [-32.890806, -68.839012],
  "candela-chacras-de-coria": [-32.987011, -68.879004],
  "candela-yerba-buena": [-26.814108, -65.296107],
  "candela-san-miguel-de-tucuman": [-26.830211, -65.203808],
  "candela-salta": [-24.789205, -65.410311],
  "candela-neuquen": [-38.953012, -68.059508],
};

const DIRECTORS: [string, Gender][] = [
  ["Ana Pérez", "f"],
  ["Laura Giménez", "f"],
  ["Martín Aguirre", "m"],
  ["Carolina Suárez", "f"],
  ["Valeria Ríos", "f"],
  ["Pablo Herrera", "m"],
  ["Mariana Benítez", "f"],
];
const TECHNICIANS = [
  "Sofía Romero",
  "Lucía Fernández",
  "Camila Torres",
  "Florencia Díaz",
  "Agustina Molina",
  "Micaela Sosa",
  "Julieta Castro",
  "Rocío Medina",
  "Belén Ortiz",
  "Daniela Acosta",
  "Paula Luna",
];
const RECEPTION = ["Julia Ortiz", "Martina Ramos", "Natalia Vera", "Gabriela Ponce", "Victoria Paz"];

/**
 * The demo team of the branch at `index` (its place in the demo's list): a medical director with her
 * licence, two laser technicians and a receptionist. Branches that do not offer the treatment, and the last
 * one of the list, start without a team (so the back office's first entry can be seen on a fresh demo).
 */
export function demoTeam(index: number, laser: boolean, last: boolean): TeamMember[] {
  if (!laser || last) return [];
  const [name, gender] = DIRECTORS[index % DIRECTORS.length]!;
  const pick = (list: readonly string[], k: number) => list[(index * 2 + k) % list.length]!;
  return [
    {
      name,
      role: "medical_director",
      gender,
      licenceKind: index % 3 === 2 ? "M.P." : "M.N.",
      licenceNumber: String(100_000 + ((index * 7_919) % 90_000)),
    },
    ...[0, 1].map(
      (k): TeamMember => ({
        name: pick(TECHNICIANS, k),
        role: "laser_technician",
        gender: "f",
        licenceKind: null,
        licenceNumber: null,
      }),
    ),
    {
      name: RECEPTION[index % RECEPTION.length]!,
      role: "reception",
      gender: "f",
      licenceKind: null,
      licenceNumber: null,
    },
  ];
}
