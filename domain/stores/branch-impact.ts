/** What turning a branch off touches: its upcoming visits and the unused sessions of its purchases. */
export interface BranchImpact {
  visits: number;
  sessions: number;
}

/** "3 visitas próximas y 12 sesiones sin usar", as the confirmation restates it. */
export function branchImpactText({ visits, sessions }: BranchImpact): string {
  const v = visits === 1 ? "1 visita próxima" : `${visits} visitas próximas`;
  const s = sessions === 1 ? "1 sesión sin usar" : `${sessions} sesiones sin usar`;
  return `${v} y ${s}`;
}
