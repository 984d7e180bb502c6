import { Link } from "react-router";
import { AREA_TEAM_SENTENCE } from "#domain/stores/team.ts";
import { PATHS } from "#app/lib/paths.ts";

/**
 * Who performs the treatment. An area is sold at every branch, so the page says it for all of them and sends
 * to the branches' pages, which name their team and medical director.
 */
export function AreaTeamNote() {
  return (
    <section aria-labelledby="quien-te-atiende" className="mt-10">
      <h2 id="quien-te-atiende" className="text-2xl font-bold text-slate-900">
        Quién te atiende
      </h2>
      <p className="mt-4 text-slate-700">
        {AREA_TEAM_SENTENCE}{" "}
        <Link to={PATHS.stores} className="font-medium text-brand-700 underline">
          Conocé el equipo de tu sucursal
        </Link>
        .
      </p>
    </section>
  );
}
