/**
 * Deals: a promotional banner with a discount and a validity window. The
 * prices shown are computed on the server by quote() (domain/pricing), from
 * the database, never from a URL; every amount is integer US cents.
 */

import { safeLinkHref } from "#app/domain/http/safe-redirect";
import type { Language } from "#app/i18n/config";
import { daysBetween, type IsoDate, isIsoDate } from "../dates";
import { quote } from "../pricing";

/** Whether `today` lies in the window, both ends included. A missing end means no deal. */
export function isWithinValidity(
  window: { validFrom: IsoDate | null; validUntil: IsoDate | null },
  today: IsoDate,
): boolean {
  const { validFrom, validUntil } = window;
  if (!validFrom || !validUntil || !isIsoDate(validFrom) || !isIsoDate(validUntil)) return false;
  // ISO dates compare correctly as strings.
  return validFrom <= today && today <= validUntil;
}

/** Whole days from `today` to the last day of the deal (0 on the last day). */
export function daysLeft(validUntil: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(today, validUntil));
}

export type DealRow = {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  backgroundImageUrl: string | null;
  tourLink: string | null;
  tourDuration: string | null;
  tourBestTime: string | null;
  tourPrice: number | null;
  tourGroupSize: number | null;
  discountPercent: number | null;
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  /** The banner's tour when it has one; `isActive` false hides it from booking. */
  tour: { id: number; title: string; priceFrom: number | null; isActive: boolean } | null;
};

export type Deal = {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  imageUrl: string | null;
  tourTitle: string | null;
  duration: string | null;
  bestTime: string | null;
  groupSize: number | null;
  discountPercent: number;
  validFrom: IsoDate;
  validUntil: IsoDate;
  daysLeft: number;
  /** Regular and deal price per person in US cents; null when neither the tour nor the banner has one. */
  originalPrice: number | null;
  dealPrice: number | null;
  href: string;
  /** The language of the title, subtitle, description and facts (decision 089); English when not given. */
  textLang?: Language;
};

/**
 * A banner row as a deal for `today`, or null when it is not one (no discount,
 * outside its window). The regular price is the tour's current from-price, or
 * the price written on the banner when it has no (active) tour.
 */
export function toDeal(row: DealRow, today: IsoDate): Deal | null {
  const percent = row.discountPercent;
  if (!percent || percent <= 0 || !isWithinValidity(row, today)) return null;
  const tour = row.tour?.isActive ? row.tour : null;
  const regular = tour?.priceFrom ?? row.tourPrice ?? null;
  const price =
    regular === null
      ? null
      : quote({
          tour: {
            priceFrom: regular,
            maxGroupSize: null,
            tiers: [],
            childPercent: null,
            infantPercent: null,
          },
          dealPercent: percent,
        });
  const href = tour
    ? `/booking?${new URLSearchParams({ tour: String(tour.id), source: "promo", banner: String(row.id) })}`
    : (safeLinkHref(row.tourLink) ?? "/tours");
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    imageUrl: row.backgroundImageUrl,
    tourTitle: tour?.title ?? null,
    duration: row.tourDuration,
    bestTime: row.tourBestTime,
    groupSize: row.tourGroupSize,
    discountPercent: percent,
    validFrom: row.validFrom!,
    validUntil: row.validUntil!,
    daysLeft: daysLeft(row.validUntil!, today),
    originalPrice: price?.subtotal.amountMinor ?? null,
    dealPrice: price?.total.amountMinor ?? null,
    href,
  };
}
