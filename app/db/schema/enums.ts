import { pgEnum } from "drizzle-orm/pg-core";

// The spec's closed lists, as database enums so bad values never reach a row.
export const titleFontSize = pgEnum("title_font_size", ["default", "large", "xlarge", "2xlarge", "3xlarge"]);

export const tourCategory = pgEnum("tour_category", [
  "wildlife_safari",
  "kilimanjaro",
  "mount_meru",
  "beach",
  "cultural",
  "walking",
  "photography",
  "family",
  "gorilla_trekking",
]);

export const tourDifficulty = pgEnum("tour_difficulty", ["easy", "moderate", "challenging", "strenuous"]);

export const experienceCategory = pgEnum("experience_category", [
  "wildlife",
  "cultural",
  "adventure",
  "photography",
  "wellness",
  "family",
]);

export const accommodationType = pgEnum("accommodation_type", [
  "lodge",
  "camp",
  "hotel",
  "resort",
  "villa",
  "guesthouse",
]);

export const loyaltyTier = pgEnum("loyalty_tier", ["bronze", "silver", "gold", "platinum"]);

export const userRole = pgEnum("user_role", ["customer", "staff", "admin"]);

export const departureStatus = pgEnum("departure_status", ["scheduled", "on_request", "closed", "cancelled"]);

export const subscriptionStatus = pgEnum("subscription_status", ["active", "unsubscribed"]);

export const contentPageSlug = pgEnum("content_page_slug", [
  "story",
  "insurance",
  "conservation",
  "terms",
  "privacy",
]);

export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed"]);

export const securityEventKind = pgEnum("security_event_kind", [
  "access_denied",
  "sign_in_throttled",
  "account_locked",
  "password_changed",
  "email_changed",
  "account_deleted",
]);

export const loyaltyReason = pgEnum("loyalty_reason", [
  "welcome",
  "referral",
  "booking",
  "redemption",
  "adjustment",
]);

export const enquiryType = pgEnum("enquiry_type", ["contact", "accommodation", "tour", "tailor_made"]);

export const enquiryStatus = pgEnum("enquiry_status", ["new", "in_progress", "answered"]);

export const contactSubject = pgEnum("contact_subject", [
  "general",
  "booking",
  "support",
  "feedback",
  "partnership",
]);
