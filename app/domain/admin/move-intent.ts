/**
 * The up and down buttons of an ordered staff list (FAQs, team members):
 * each is a submit button whose value names the row and the direction,
 * `move-up:<id>` or `move-down:<id>`, so the list works without JavaScript.
 */

export type MoveDirection = "up" | "down";

export function moveIntent(direction: MoveDirection, id: number): string {
  return `move-${direction}:${id}`;
}

/** The posted intent as a move, or null when it is not one. */
export function readMoveIntent(intent: unknown): { id: number; direction: MoveDirection } | null {
  const match = /^move-(up|down):(\d{1,9})$/.exec(typeof intent === "string" ? intent : "");
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { id, direction: match[1] as MoveDirection } : null;
}
