import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/booking";

/**
 * A booking of the signed-in user. Bookings arrive with the booking issue;
 * until then no id is anyone's booking, so every id answers 404 (never 500,
 * and never someone else's booking).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  notFound();
}

export default function AccountBooking() {
  return null;
}
