/**
 * One place for what a tour costs: the per-person prices by group size
 * (tour_price_tiers), the child and infant shares of the adult price, a
 * date's own price, a deal's percentage off and (room for) a promo code,
 * behind `quote()`, and for the booking the extras, the deposit and the
 * balance (decision 070). The tour page, the deals page and the booking ask
 * it, so they cannot disagree. Pure: the caller loads the rows. Amounts are
 * US cents (Money in USD); see decision 050 for the rounding rule.
 */
import { type Extra, type ExtraLine, extraLines } from "./booking/extras";
import { type PaymentChoice, type PaymentTerms, paymentTerms } from "./booking/payment-terms";
import type { Rooms } from "./booking/rooms";
import { TOUR_CARD_FALLBACKS } from "./catalogue/tour";
import type { IsoDate } from "./dates";
import { add, type Money, money, percentOf, percentOff, subtract, times, usd } from "./money";

/** Spec section 3: children are 5 to 17, infants 0 to 4 (adults 18+). */
export const CHILD_AGES = { min: 5, max: 17 } as const;
export const INFANT_AGES = { min: 0, max: 4 } as const;

/** The defaults of tours.child_price_percent and tours.infant_price_percent. */
const DEFAULT_CHILD_PERCENT = 70;
const DEFAULT_INFANT_PERCENT = 0;

export type PriceTierInput = { minTravellers: number; maxTravellers: number; pricePerPerson: number };

export type PriceRow = {
  minTravellers: number;
  /** Null: no upper limit known. */
  maxTravellers: number | null;
  /** US cents per person. */
  adult: number;
  child: number;
  infant: number;
};

export type PriceTable = {
  /** The "from" price: the tour's price_from, else its cheapest tier, else the card fallback. */
  fromPrice: number;
  rows: PriceRow[];
  childPercent: number;
  infantPercent: number;
};

/** A tour's price facts, as its row and its tiers hold them (US cents). */
export type TourPricing = {
  priceFrom: number | null;
  maxGroupSize: number | null;
  tiers: readonly PriceTierInput[];
  childPercent: number | null;
  infantPercent: number | null;
};

function percent(value: number | null | undefined, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The usable tiers, smallest group first: a negative price or an empty range is dropped. */
function cleanTiers(tiers: readonly PriceTierInput[]): PriceTierInput[] {
  return tiers
    .filter((t) => t.pricePerPerson >= 0 && t.minTravellers >= 1 && t.maxTravellers >= t.minTravellers)
    .sort((a, b) => a.minTravellers - b.minTravellers);
}

/** The tour's "from" price: its price_from, else its cheapest tier, else the card fallback (spec section 9). */
export function fromPrice(tour: Pick<TourPricing, "priceFrom" | "tiers">): Money {
  const tiers = cleanTiers(tour.tiers);
  const cheapestTier = tiers.length > 0 ? Math.min(...tiers.map((t) => t.pricePerPerson)) : null;
  return usd(tour.priceFrom ?? cheapestTier ?? TOUR_CARD_FALLBACKS.priceFrom);
}

/**
 * The per-person prices by group size, each with the child and infant price,
 * in US cents: the tour page's table. A tour without tiers gets one row at
 * its from-price.
 */
export function tourPriceTable(input: TourPricing): PriceTable {
  const childPercent = percent(input.childPercent, DEFAULT_CHILD_PERCENT);
  const infantPercent = percent(input.infantPercent, DEFAULT_INFANT_PERCENT);
  const tiers = cleanTiers(input.tiers);
  const from = fromPrice(input).amountMinor;
  const row = (min: number, max: number | null, adult: number): PriceRow => ({
    minTravellers: min,
    maxTravellers: max,
    adult,
    child: percentOf(usd(adult), childPercent).amountMinor,
    infant: percentOf(usd(adult), infantPercent).amountMinor,
  });
  const rows =
    tiers.length > 0
      ? tiers.map((t) => row(t.minTravellers, t.maxTravellers, t.pricePerPerson))
      : [row(1, input.maxGroupSize, from)];
  return { fromPrice: from, rows, childPercent, infantPercent };
}

export type Party = { adults: number; children: number; infants: number };

/** Who goes: the number of each kind of traveller. */
export const TRAVELLER_KINDS = ["adult", "child", "infant"] as const;
export type TravellerKind = (typeof TRAVELLER_KINDS)[number];

/**
 * A promo code the caller has already checked (validity, usage, customer;
 * booking/promo.ts): a percentage or a fixed amount off the travellers'
 * price after any deal, not off the extras (decision 070). Below its minimum
 * spend, measured on that same price, it takes nothing off.
 */
export type PromoDiscount =
  | { code: string; percent: number; minimumSpend?: Money }
  | { code: string; amountOff: Money; minimumSpend?: Money };

export type QuoteInput = {
  tour: TourPricing;
  /** The departure's own price per adult (US cents), when it has one. */
  departurePrice?: number | null;
  /**
   * Who travels. Without it the quote is the "from" price for one adult, as
   * cards, the deals page and a departure row show it; with it, the adult
   * price is the tier for the party's size.
   */
  party?: Party;
  /** A deal's percentage off every traveller's price. */
  dealPercent?: number | null;
  promo?: PromoDiscount | null;
  /** The extras chosen (booking/extras.ts), each priced per person, per booking or per room. */
  extras?: readonly Extra[];
  /** The rooms chosen: they count the per-room extras (the single room supplement). */
  rooms?: Rooms;
  /** Deposit or full payment: what `payment.chargeNow` is. "full" unless said. */
  payment?: PaymentChoice;
  /** DEPOSIT_PERCENT: 30 unless said. */
  depositPercent?: number;
  /** BALANCE_DUE_DAYS: 60 unless said. */
  balanceDueDays?: number;
  /** The departure (start) date and the office's today, both or neither: they date the balance. */
  departureDate?: IsoDate;
  today?: IsoDate;
};

export type QuoteLine = { kind: TravellerKind; count: number; unit: Money; amount: Money };
export type QuoteDiscount = { kind: "deal" | "promo"; label: string; amount: Money };

export type Quote = {
  /** The tour's table by group size. */
  table: PriceTable;
  /** The regular price per traveller of each kind, before discounts. */
  unit: Record<TravellerKind, Money>;
  /** One line per kind of traveller in the party (none for a kind nobody is). */
  lines: QuoteLine[];
  /** One line per extra chosen that counts at least one. */
  extras: ExtraLine[];
  /** The travellers' lines and the extras' lines added up. */
  subtotal: Money;
  /** Each discount as a positive amount, in the order it was applied. */
  discounts: QuoteDiscount[];
  /**
   * The travellers' price after any deal: what a promo code comes off and
   * what its minimum spend is measured on (the extras are not part of it).
   */
  promoBase: Money;
  /** What it costs: the subtotal less the discounts, never below zero. */
  total: Money;
  /** Deposit, balance and its due date, and what is charged now. */
  payment: PaymentTerms;
};

/** The tier whose group range holds `size`, if any. */
function tierFor(tiers: readonly PriceRow[], size: number): PriceRow | undefined {
  return tiers.find((t) => size >= t.minTravellers && (t.maxTravellers === null || size <= t.maxTravellers));
}

/**
 * What a party pays for a tour. Every per-person price is rounded to the cent
 * once; a deal takes its percentage off each per-person price (rounding the
 * price left, as the deals page shows it), then a promo code comes off the
 * travellers' price after the deal. Extras are added at their own price: no
 * deal or promo code touches them (decision 070). Everyone in the party
 * counts towards the group size. The total is then split into a deposit and
 * a balance (booking/payment-terms.ts).
 */
export function quote(input: QuoteInput): Quote {
  const table = tourPriceTable(input.tour);
  const party = input.party ?? { adults: 1, children: 0, infants: 0 };
  const size = party.adults + party.children + party.infants;
  const tier = input.party ? tierFor(table.rows, size) : undefined;
  const adult = usd(input.departurePrice ?? tier?.adult ?? table.fromPrice);
  const unit: Record<TravellerKind, Money> = {
    adult,
    child: percentOf(adult, table.childPercent),
    infant: percentOf(adult, table.infantPercent),
  };
  const counts: Record<TravellerKind, number> = {
    adult: party.adults,
    child: party.children,
    infant: party.infants,
  };
  const lines = TRAVELLER_KINDS.filter((kind) => counts[kind] > 0).map((kind) => ({
    kind,
    count: counts[kind],
    unit: unit[kind],
    amount: times(unit[kind], counts[kind]),
  }));
  const travellers = add(usd(0), ...lines.map((line) => line.amount));
  const extras = extraLines(input.extras ?? [], party, input.rooms);
  const extrasTotal = add(usd(0), ...extras.map((line) => line.amount));

  const discounts: QuoteDiscount[] = [];
  let tourPrice = travellers;
  const dealPercent = input.dealPercent ?? 0;
  if (dealPercent > 0) {
    const afterDeal = add(
      usd(0),
      ...lines.map((line) => times(percentOff(line.unit, dealPercent), line.count)),
    );
    discounts.push({ kind: "deal", label: `${dealPercent}%`, amount: subtract(tourPrice, afterDeal) });
    tourPrice = afterDeal;
  }
  const promoBase = tourPrice;
  const promo = input.promo;
  if (promo) {
    const afterPromo = applyPromo(tourPrice, promo);
    if (afterPromo.amountMinor !== tourPrice.amountMinor) {
      discounts.push({ kind: "promo", label: promo.code, amount: subtract(tourPrice, afterPromo) });
      tourPrice = afterPromo;
    }
  }
  const total = add(tourPrice, extrasTotal);
  const payment = paymentTerms(total, {
    choice: input.payment,
    depositPercent: input.depositPercent,
    balanceDueDays: input.balanceDueDays,
    departureDate: input.departureDate,
    today: input.today,
  });
  const subtotal = add(travellers, extrasTotal);
  return { table, unit, lines, extras, subtotal, discounts, promoBase, total, payment };
}

function applyPromo(price: Money, promo: PromoDiscount): Money {
  if (promo.minimumSpend && price.amountMinor < promo.minimumSpend.amountMinor) return price;
  if ("percent" in promo) return percentOff(price, promo.percent);
  return money(Math.max(0, subtract(price, promo.amountOff).amountMinor), price.currency);
}
