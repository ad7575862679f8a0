/** Newsletter welcome codes: WELCOME and four upper-case letters or digits (the table's check). */
export const WELCOME_PREFIX = "WELCOME";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const SUFFIX_LENGTH = 4;

/** Random bytes of the size asked; injectable so tests can fix them. */
export type RandomSource = (size: number) => Uint8Array;

/**
 * `length` upper-case letters or digits, one a random byte (byte mod 36: the
 * first four characters come a little more often, which a code that is also
 * checked for uniqueness can afford). Welcome codes and booking references.
 */
export function randomUpperAlphanumeric(length: number, random: RandomSource = randomBytes): string {
  let text = "";
  for (const byte of random(length)) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

export function newWelcomeCode(random: RandomSource = randomBytes): string {
  return `${WELCOME_PREFIX}${randomUpperAlphanumeric(SUFFIX_LENGTH, random)}`;
}

export function isWelcomeCode(value: string): boolean {
  return /^WELCOME[A-Z0-9]{4}$/.test(value);
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}
