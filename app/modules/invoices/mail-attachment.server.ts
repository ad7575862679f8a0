import type { AttachmentBuilder } from "#app/modules/email/attachments.server";
import { bookingInvoice } from "./invoice.server";

/**
 * The confirmation mail's invoice (issue 14, section 6), drawn at the moment
 * the mail is sent from the booking as it is then, like the account's
 * download; null when the booking has no invoice (nothing paid). The server
 * hands it to the outbox worker as the builder of the kind "invoice".
 */
export const invoiceAttachment: AttachmentBuilder = async (ref, { db, now }) => {
  const invoice = await bookingInvoice(db, ref.bookingId, { now });
  if (!invoice) return null;
  return { filename: invoice.fileName, content: invoice.pdf, contentType: "application/pdf" };
};
