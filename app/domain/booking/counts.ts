/** What is wrong with a count of travellers, rooms or extras, if anything: a fraction (or no number), or below zero. */
export function countProblem(count: number): "not_whole_number" | "negative" | null {
  if (!Number.isSafeInteger(count)) return "not_whole_number";
  return count < 0 ? "negative" : null;
}
