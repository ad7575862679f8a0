import { z } from "zod";
import { EXTRA_BASES } from "../booking/extras";
import { ROOM_TYPES } from "../booking/rooms";
import { DEPARTURE_STATUSES } from "../catalogue/availability";
import { isValidPhone } from "../conversation-rules";
import { isCalendarDate } from "../dates";
import { GUIDE_NAME_MAX, MAX_CAPACITY, MAX_LIMITED_SEATS, PHONE_MAX } from "./departure-fields";
import type { Weekday } from "./departure-series";

/**
 * The staff forms of departures and tour prices (issue 15, item 4), shared by
 * the server and the page. Messages are keys of the admin-departures
 * namespace. Prices are typed in US dollars and kept in cents.
 */

const NS = "admin-departures:errors";
const msg = (key: string) => `${NS}.${key}`;

/** A price per person at most, in US dollars (a typo of an extra zero stays refusable). */
const MAX_DOLLARS = 1_000_000;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const whole = (min: number, max: number, key: string) =>
  z.coerce
    .number({ message: msg(key) })
    .int({ message: msg(key) })
    .min(min, { message: msg(key) })
    .max(max, { message: msg(key) });

/** US dollars with at most two decimals, as cents. */
const dollars = z
  .string({ message: msg("price") })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: msg("price") })
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => cents <= MAX_DOLLARS * 100, { message: msg("price") });

/** An optional price: left blank, null (the tour's own price). */
const optionalDollars = z.preprocess(blankToUndefined, dollars.optional()).transform((v) => v ?? null);

const date = (key: string) =>
  z.string({ message: msg(key) }).refine((value) => isCalendarDate(value), { message: msg(key) });

const tourId = whole(1, 2_147_483_647, "tour");
const capacity = whole(1, MAX_CAPACITY, "capacity");
const limitedSeats = z
  .preprocess(blankToUndefined, whole(0, MAX_LIMITED_SEATS, "limitedSeats").optional())
  .transform((v) => v ?? null);

export const departureCreateSchema = z.object({
  tourId,
  startDate: date("startDate"),
  capacity,
  price: optionalDollars,
  limitedSeats,
});
export type DepartureCreate = z.output<typeof departureCreateSchema>;

export const seriesSchema = z.object({
  tourId,
  from: date("from"),
  to: date("to"),
  weekdays: z
    .array(z.coerce.number().int().min(0).max(6), { message: msg("weekdays") })
    .min(1, { message: msg("weekdays") })
    .max(7, { message: msg("weekdays") })
    .transform((days) => [...new Set(days)] as Weekday[]),
  capacity,
  price: optionalDollars,
});
export type SeriesCreate = z.output<typeof seriesSchema>;

export const departureEditSchema = z.object({
  capacity,
  price: optionalDollars,
  limitedSeats,
});
export type DepartureEdit = z.output<typeof departureEditSchema>;

/** Optional text: trimmed, blank (or absent) is null; longer than `max` or refused by `ok` is `key`'s message. */
const optionalField = (max: number, key: string, ok: (value: string) => boolean = () => true) =>
  z
    .preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string())
    .refine((value) => value === "" || (value.length <= max && ok(value)), { message: msg(key) })
    .transform((value) => (value === "" ? null : value));

/** The departure's guide, shown to its travellers in their trip wallet (decision 100). */
export const departureGuideSchema = z.object({
  guideName: optionalField(GUIDE_NAME_MAX, "guideName"),
  guidePhone: optionalField(PHONE_MAX, "guidePhone", isValidPhone),
});
export type DepartureGuide = z.output<typeof departureGuideSchema>;

export const departureStatusSchema = z.object({
  status: z.enum(DEPARTURE_STATUSES, { message: msg("status") }),
});

export const sharesSchema = z.object({
  childPercent: whole(0, 100, "percent"),
  infantPercent: whole(0, 100, "percent"),
});
export type Shares = z.output<typeof sharesSchema>;

export const tierSchema = z
  .object({
    minTravellers: whole(1, MAX_CAPACITY, "travellers"),
    maxTravellers: whole(1, MAX_CAPACITY, "travellers"),
    pricePerPerson: dollars,
  })
  .refine((tier) => tier.maxTravellers >= tier.minTravellers, {
    message: msg("tierOrder"),
    path: ["maxTravellers"],
  });
export type TierInput = z.output<typeof tierSchema>;

const labelText = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z.string().max(120, { message: msg("label") }),
);

export const extraSchema = z
  .object({
    key: z
      .string({ message: msg("key") })
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: msg("key") })
      .max(60, { message: msg("key") }),
    labelEn: labelText.refine((value) => value.length > 0, { message: msg("label") }),
    labelDe: labelText.optional(),
    labelFr: labelText.optional(),
    labelEs: labelText.optional(),
    labelZh: labelText.optional(),
    price: dollars,
    basis: z.enum(EXTRA_BASES, { message: msg("basis") }),
    roomType: z.preprocess(blankToUndefined, z.enum(ROOM_TYPES, { message: msg("roomType") }).optional()),
    isActive: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
    displayOrder: z.preprocess(blankToUndefined, whole(0, 1000, "displayOrder").optional()),
  })
  .refine((extra) => !extra.roomType || extra.basis === "per_room", {
    message: msg("roomTypePerRoom"),
    path: ["roomType"],
  });
export type ExtraInput = z.output<typeof extraSchema>;
