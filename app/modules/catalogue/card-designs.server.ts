import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { cardDesigns } from "#app/db/schema/index";
import type { CardDesign } from "#app/domain/catalogue/card-design";
import { toCardDesign } from "#app/domain/catalogue/card-styles";
import { logger } from "#app/modules/logging/logger.server";

/** The design type of tour cards in card_designs. */
const TOUR_CARD_DESIGN = "tour_card";

/**
 * The design to use for one kind of card (spec section 7): active rows of the
 * type, the default first, then by display_order; none found means no design
 * (the site's own look). Served by card_designs_lookup_idx. A failed read is
 * also "no design": a card's styling never breaks a page.
 */
export async function getCardDesign(designType: string = TOUR_CARD_DESIGN): Promise<CardDesign | null> {
  try {
    const [row] = await db()
      .select({
        layoutType: cardDesigns.layoutType,
        imagePosition: cardDesigns.imagePosition,
        contentAlignment: cardDesigns.contentAlignment,
        styles: cardDesigns.styles,
      })
      .from(cardDesigns)
      .where(and(eq(cardDesigns.designType, designType), eq(cardDesigns.isActive, true)))
      .orderBy(desc(cardDesigns.isDefault), asc(cardDesigns.displayOrder), asc(cardDesigns.id))
      .limit(1);
    return row ? toCardDesign(row) : null;
  } catch (error) {
    logger.warn({ err: error, designType }, "card design: lookup failed, using the default look");
    return null;
  }
}
