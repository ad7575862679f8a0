import { exportAccountData } from "#app/modules/account/profile.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/data";

/** "Download my data": everything kept about the caller, as a JSON file. Only the caller's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const exported = await exportAccountData(viewer.id);
  if (!exported) throw new Response(null, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kilele-account-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
