import { REFERRAL_CODE_MAX } from "./identity-fields";

// No 0/O or 1/I: codes are read aloud and typed from paper.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** A new referral code: upper-case letters and digits, at most 20 characters. */
export function newReferralCode(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(REFERRAL_CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code.slice(0, REFERRAL_CODE_MAX);
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}
