import type { AppLoadContext } from "react-router";
import { db } from "#app/db/client.server";
import type { OutcomePage } from "#app/domain/booking/outcome-page";
import { findBookingOutcome } from "#app/modules/booking/outcome.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";

/** The signed-in traveller's booking named by `?ref=`, for the outcome pages; 404 for anyone else's. */
export async function outcomeOf(
  request: Request,
  context: Pick<AppLoadContext, "clientIp" | "language">,
): Promise<OutcomePage> {
  const viewer = await requireViewer(request, context);
  const booking = await findBookingOutcome(db(), {
    reference: new URL(request.url).searchParams.get("ref"),
    userId: viewer.id,
  });
  if (!booking) notFound();
  const { holdExpiresAt, ...rest } = booking;
  const holding =
    booking.status === "pending_payment" && holdExpiresAt !== null && holdExpiresAt > new Date();
  return { ...rest, holdUntil: holding ? holdExpiresAt.toISOString() : null };
}
