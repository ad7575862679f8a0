import type { IsoDate } from "../dates";
import type { BookingStatus } from "./statuses";

/** What /booking/success and /booking/cancel show of the traveller's booking (US cents). */
export type OutcomePage = {
  id: number;
  reference: string;
  status: BookingStatus;
  tourTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  dueBy: IsoDate | null;
  /** While the seats are still held (ISO time), on the cancel page. */
  holdUntil: string | null;
  flaggedForStaff: boolean;
};
