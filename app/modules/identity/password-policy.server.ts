import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en";

/**
 * The lowest zxcvbn score a new password may have: 3 is "safely unguessable"
 * (about 10^8 guesses or more), the level zxcvbn's authors suggest for
 * accounts that matter. Decision 026.
 */
const MIN_PASSWORD_SCORE = 3;

/** The message key of a refused password (namespace "validation"). */
const GUESSABLE_PASSWORD_MESSAGE = "validation:passwordTooCommon";

/** Whose password it is: their name and address make it easier to guess. */
export type PasswordOwner = { name?: string | null; email?: string | null };

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use (the dictionaries take about a second to load), and
 * only on the server: the dictionaries are megabytes the browser never needs.
 * Levenshtein matching stays off: it costs seconds per check on a long
 * password, blocking the event loop, for little more than the dictionaries find.
 */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: false,
  });
  return estimator;
}

/**
 * The words of a person's name and address that an attacker who knows them
 * would try first: the whole name, each word of it, the address, its local
 * part and each piece of the local part and domain.
 */
export function personalWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (value: string) => {
    const word = value.trim().toLowerCase();
    if (word.length >= 2) words.add(word);
  };
  const pieces = (value: string) => value.split(/[^\p{L}\p{N}]+/u).forEach(add);
  if (name) {
    add(name);
    add(name.replace(/\s+/g, ""));
    pieces(name);
  }
  if (email) {
    add(email);
    const [local = "", domain = ""] = email.split("@");
    add(local);
    pieces(local);
    pieces(domain);
  }
  return [...words];
}

/** Whether a new password is common, or guessable from its owner's name and address. */
export function isGuessablePassword(password: string, owner: PasswordOwner): boolean {
  return passwordEstimator().check(password, personalWords(owner)).score < MIN_PASSWORD_SCORE;
}

/** The message key to show for a new password, or null when it may be used. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  return isGuessablePassword(password, owner) ? GUESSABLE_PASSWORD_MESSAGE : null;
}
