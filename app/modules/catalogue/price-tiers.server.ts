import { asc, inArray } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { tourPriceTiers } from "#app/db/schema/index";
import { fromPrice, type PriceTierInput } from "#app/domain/pricing";

/**
 * The price tiers of some tours, by tour id (tour_price_tiers' (tour_id,
 * min_travellers) index); in the caller's transaction when given one (the
 * booking prices a hold inside its own).
 */
export async function listPriceTiers(
  tourIds: readonly number[],
  executor: Executor = db(),
): Promise<Map<number, PriceTierInput[]>> {
  const byTour = new Map<number, PriceTierInput[]>();
  if (tourIds.length === 0) return byTour;
  const rows = await executor
    .select({
      tourId: tourPriceTiers.tourId,
      minTravellers: tourPriceTiers.minTravellers,
      maxTravellers: tourPriceTiers.maxTravellers,
      pricePerPerson: tourPriceTiers.pricePerPerson,
    })
    .from(tourPriceTiers)
    .where(inArray(tourPriceTiers.tourId, [...tourIds]))
    .orderBy(asc(tourPriceTiers.tourId), asc(tourPriceTiers.minTravellers));
  for (const { tourId, ...tier } of rows) {
    const tiers = byTour.get(tourId);
    if (tiers) tiers.push(tier);
    else byTour.set(tourId, [tier]);
  }
  return byTour;
}

/** A tour's "from" price in US cents, by the tour page's rule (domain/pricing). */
export function fromPriceOf(
  tour: { priceFrom: number | null; maxGroupSize: number | null },
  tiers: readonly PriceTierInput[] = [],
): number {
  return fromPrice({ priceFrom: tour.priceFrom, tiers }).amountMinor;
}
