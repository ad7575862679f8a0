import { type PointerEvent, useCallback, useRef, useState, useSyncExternalStore } from "react";
import { detectSwipe, type PointerSample, type Swipe, wrapIndex } from "#app/components/home/carousel";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's motion preference; false on the server and during hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The current slide of a carousel of `count` slides; every move wraps around. */
export function useCarousel(count: number) {
  const [current, setCurrent] = useState(0);
  const goTo = useCallback((index: number) => setCurrent(wrapIndex(index, count)), [count]);
  const next = useCallback(() => setCurrent((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setCurrent((i) => wrapIndex(i - 1, count)), [count]);
  return { index: wrapIndex(current, count), goTo, next, previous };
}

/**
 * Pointer handlers that report a horizontal swipe (50 px within 300 ms, see
 * `detectSwipe`). Pointer events cover touch, pen and mouse; the element needs
 * `touch-action: pan-y` so a sideways swipe is not taken as a scroll.
 */
export function useSwipe(onSwipe: (swipe: Swipe) => void) {
  const start = useRef<PointerSample | null>(null);
  const onPointerDown = useCallback((event: PointerEvent) => {
    if (!event.isPrimary) return;
    start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
  }, []);
  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || !event.isPrimary) return;
      const swipe = detectSwipe(from, { x: event.clientX, y: event.clientY, time: event.timeStamp });
      if (swipe) onSwipe(swipe);
    },
    [onSwipe],
  );
  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);
  return { onPointerDown, onPointerUp, onPointerCancel };
}

/** Whether focus or the mouse is inside an element: auto-rotation waits while it is. */
export function useHoverFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { active: hovered || focused, handlers };
}
