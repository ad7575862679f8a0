/**
 * Users, roles and loyalty in the staff area (issue 15, item 7), without the
 * validation (people.ts). The role rules are pure so they are tested on their
 * own; the module applies them with the admins' rows locked. The pages import
 * from here so that zod stays out of their JavaScript (decision 045).
 * Messages are keys of `admin-people`.
 */

export const USER_ROLES = ["customer", "staff", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type RoleChangeRefusal = { status: 403 | 409; message: string; reason: string };

/**
 * Whether `actor` may give `target` the role `next`: only a super admin
 * (role admin) changes roles, nobody their own, a deleted account keeps its
 * role, and the last admin stays an admin. `admins` is the number of admins
 * counted under lock. Null when allowed.
 */
export function roleChangeRefusal(input: {
  actor: { id: string; role: UserRole };
  target: { id: string; role: UserRole; deleted: boolean };
  next: UserRole;
  admins: number;
}): RoleChangeRefusal | null {
  const { actor, target, next, admins } = input;
  if (actor.role !== "admin")
    return { status: 403, message: "admin-people:errors.roleAdminOnly", reason: "forbidden" };
  if (actor.id === target.id) return { status: 403, message: "admin-people:errors.roleSelf", reason: "self" };
  if (target.deleted) return { status: 409, message: "admin-people:errors.deleted", reason: "deleted" };
  if (target.role === "admin" && next !== "admin" && admins <= 1) {
    return { status: 409, message: "admin-people:errors.lastAdmin", reason: "last-admin" };
  }
  return null;
}

export const LOYALTY_ADJUST_MAX = 1_000_000;
export const LOYALTY_NOTE_MAX = 500;

/** The balance after an adjustment, or null when it would go below zero. */
export function adjustedBalance(balance: number, points: number): number | null {
  const next = balance + points;
  return next < 0 ? null : next;
}

/** An anonymized account (decision 010) keeps its row: shown as deleted, never by its stand-in address. */
export function isAnonymized(user: { deletedAt: Date | string | null }): boolean {
  return user.deletedAt !== null;
}

/** The address of an erased account or enquiry: undeliverable, so never written to. */
export function isErasedAddress(email: string): boolean {
  return email.toLowerCase().endsWith("@deleted.invalid");
}
