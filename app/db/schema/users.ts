import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { loyaltyTier, userRole } from "./enums";

/** User profile (spec section 3). Ids are text so the auth library can own them. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    // Unique as people read it: look-ups compare lower(email), so the index does too.
    email: text("email").notNull(),
    fullName: text("full_name"),
    phone: text("phone"),
    avatarUrl: text("avatar_url"),
    referralCode: text("referral_code").unique(),
    referredById: text("referred_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    loyaltyTier: loyaltyTier("loyalty_tier").notNull().default("bronze"),
    role: userRole("role").notNull().default("customer"),
    isSuperAdmin: boolean("is_super_admin").notNull().default(false),
    emailVerified: boolean("email_verified").notNull().default(false),
    preferredLanguage: text("preferred_language"),
    preferredCurrency: text("preferred_currency"),
    /** Set when the person deleted their account: the row stays (anonymized) for business records. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_referred_by_idx").on(t.referredById),
    check("users_referral_code_format", sql`${t.referralCode} ~ '^[A-Z0-9]{1,20}$'`),
    check("users_loyalty_points_non_negative", sql`${t.loyaltyPoints} >= 0`),
    // "admin" is the super admin: the role and the spec's flag can never disagree.
    check("users_super_admin_is_admin_role", sql`(${t.role} = 'admin') = ${t.isSuperAdmin}`),
  ],
);
