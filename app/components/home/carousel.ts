/** Pure carousel logic shared by the promotional banners and the testimonials. */

/** Any index, forwards or backwards past either end, wrapped into 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** A swipe must cover at least this many pixels sideways... */
export const SWIPE_MIN_DISTANCE_PX = 50;
/** ...within this many milliseconds (spec section 9). */
export const SWIPE_MAX_DURATION_MS = 300;

export type PointerSample = { x: number; y: number; time: number };
export type Swipe = "left" | "right";

/**
 * A horizontal swipe between two pointer positions, or null: at least 50 px
 * sideways within 300 ms, and more sideways than up or down (a vertical
 * scroll is not a swipe). "left" means the finger moved left: show the next.
 */
export function detectSwipe(start: PointerSample, end: PointerSample): Swipe | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const elapsed = end.time - start.time;
  if (elapsed < 0 || elapsed > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "left" : "right";
}
