/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally (escape character \). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
