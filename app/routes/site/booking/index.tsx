import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

/**
 * Booking needs a signed-in traveller (spec section 6): anonymous visitors go
 * to /login and come back here with their query. The booking flow itself
 * arrives with the booking issue; until then a signed-in visitor gets 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  notFound();
}

export default function Booking() {
  return null;
}
