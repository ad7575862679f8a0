/** Newsletter welcome codes: WELCOME and four upper-case letters or digits (the table's check). */
export const WELCOME_PREFIX = "WELCOME";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const SUFFIX_LENGTH = 4;

export function newWelcomeCode(random: (size: number) => Uint8Array = randomBytes): string {
  let suffix = "";
  for (const byte of random(SUFFIX_LENGTH)) suffix += ALPHABET[byte % ALPHABET.length];
  return `${WELCOME_PREFIX}${suffix}`;
}

export function isWelcomeCode(value: string): boolean {
  return /^WELCOME[A-Z0-9]{4}$/.test(value);
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}
