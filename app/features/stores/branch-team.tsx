import {
  displayName,
  licenceText,
  roleLabel,
  supervisionSentence,
  teamMemberLine,
  type TeamMember,
} from "#domain/stores/team.ts";

/**
 * The branch's team: the medical director's line first ('Directora médica: Dra. Ana Pérez — M.N. 123456'),
 * who treats under her supervision, then everyone in the order the back office set.
 */
export function BranchTeam({ team }: { team: readonly TeamMember[] }) {
  const lead = team.find((m) => m.role === "medical_director");
  const others = team.filter((m) => m !== lead);
  const supervision = supervisionSentence(team);
  return (
    <section
      aria-labelledby="equipo"
      className="rounded-card border border-brand-100 bg-white p-6 shadow-card"
    >
      <h2 id="equipo" className="text-xl font-semibold text-slate-900">
        Equipo
      </h2>
      {lead ? <p className="mt-4 font-medium text-slate-900">{teamMemberLine(lead)}</p> : null}
      {supervision ? <p className="mt-2 text-slate-700">{supervision}</p> : null}
      {others.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {others.map((m, i) => (
            <li key={i} className="rounded-lg bg-brand-50 px-4 py-3">
              <p className="font-medium text-slate-900">{displayName(m)}</p>
              <p className="text-sm text-slate-700">
                {roleLabel(m.role, m.gender)}
                {licenceText(m) ? ` — ${licenceText(m)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
