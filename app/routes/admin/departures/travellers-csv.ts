import { loadManifest, manifestCsv } from "#app/modules/admin/departures/manifest.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/travellers-csv";

/** /admin/departures/:id/manifest.csv: the manifest's `?format=csv`, one row per traveller. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const manifest = id ? await loadManifest(id, context.language) : null;
  if (!manifest) notFound();
  return manifestCsv(manifest, context.language);
}

export const action = staffPageOnly;
