import { db } from "#app/db/client.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import { bookingInvoice } from "#app/modules/invoices/invoice.server";
import type { Route } from "./+types/invoice";
import { bookingIdParam } from "./booking.server";

/**
 * The booking's invoice and receipt as a PDF download (issue 14, section 6),
 * in the booking's language, drawn from the stored rows at the moment it is
 * asked for. The owner's only: someone else's booking, a draft or a booking
 * nothing was paid for answers 404; signed out goes to sign-in and back.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const invoice = await bookingInvoice(db(), bookingIdParam(params.id), {
    userId: viewer.id,
    now: new Date(),
  });
  if (!invoice) notFound();
  return new Response(new Uint8Array(invoice.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // The reference is letters and digits only (bookings_reference_format): safe in the header as it is.
      "Content-Disposition": `attachment; filename="${invoice.fileName}"`,
      "Content-Length": String(invoice.pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
