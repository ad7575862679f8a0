import { pgEnum } from "drizzle-orm/pg-core";
import { EXTRA_BASES } from "../../domain/booking/extras";
import { PAYMENT_CHOICES, PAYMENT_KINDS } from "../../domain/booking/payment-terms";
import { PROMO_KINDS } from "../../domain/booking/promo";
import { ROOM_TYPES } from "../../domain/booking/rooms";
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "../../domain/booking/statuses";
import { DEPARTURE_STATUSES } from "../../domain/catalogue/availability";
import { ACCOMMODATION_TYPES, EXPERIENCE_CATEGORIES } from "../../domain/catalogue/places";
import { TOUR_DIFFICULTIES } from "../../domain/catalogue/tour";
import { TOUR_CATEGORIES } from "../../domain/catalogue/tour-filters";
import { TITLE_FONT_SIZES } from "../../domain/content/banners";
import { CONTENT_PAGE_SLUGS } from "../../domain/content/pages";
import { CONTACT_SUBJECTS, ENQUIRY_TYPES } from "../../domain/conversation-fields";
import { LOYALTY_TIERS } from "../../domain/loyalty";
import { TRAVELLER_KINDS } from "../../domain/pricing";

// The spec's closed lists, as database enums so bad values never reach a row.
// A list the code also knows is built from the domain's list, so the two
// cannot drift apart; the others exist only here.
export const titleFontSize = pgEnum("title_font_size", TITLE_FONT_SIZES);

export const tourCategory = pgEnum("tour_category", TOUR_CATEGORIES);

export const tourDifficulty = pgEnum("tour_difficulty", TOUR_DIFFICULTIES);

export const experienceCategory = pgEnum("experience_category", EXPERIENCE_CATEGORIES);

export const accommodationType = pgEnum("accommodation_type", ACCOMMODATION_TYPES);

export const loyaltyTier = pgEnum("loyalty_tier", LOYALTY_TIERS);

export const userRole = pgEnum("user_role", ["customer", "staff", "admin"]);

export const departureStatus = pgEnum("departure_status", DEPARTURE_STATUSES);

export const subscriptionStatus = pgEnum("subscription_status", ["active", "unsubscribed"]);

export const contentPageSlug = pgEnum("content_page_slug", CONTENT_PAGE_SLUGS);

export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed"]);

export const securityEventKind = pgEnum("security_event_kind", [
  "access_denied",
  "sign_in_throttled",
  "account_locked",
  "password_changed",
  "email_changed",
  "account_deleted",
  "role_changed",
]);

export const loyaltyReason = pgEnum("loyalty_reason", [
  "welcome",
  "referral",
  "booking",
  "redemption",
  "adjustment",
]);

export const enquiryType = pgEnum("enquiry_type", ENQUIRY_TYPES);

export const enquiryStatus = pgEnum("enquiry_status", ["new", "in_progress", "answered"]);

/** A staff member's internal note on an enquiry, or a reply emailed to the traveller. */
export const enquiryMessageKind = pgEnum("enquiry_message_kind", ["note", "reply"]);

export const contactSubject = pgEnum("contact_subject", CONTACT_SUBJECTS);

// Booking (issue 13; decisions 070 and 080).
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);

export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);

export const paymentChoice = pgEnum("payment_choice", PAYMENT_CHOICES);

export const paymentKind = pgEnum("payment_kind", PAYMENT_KINDS);

export const roomType = pgEnum("room_type", ROOM_TYPES);

export const extraBasis = pgEnum("extra_basis", EXTRA_BASES);

export const travellerKind = pgEnum("traveller_kind", TRAVELLER_KINDS);

export const promoKind = pgEnum("promo_kind", PROMO_KINDS);
