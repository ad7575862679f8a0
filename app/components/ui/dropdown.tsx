import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A disclosure menu built on <details>, so it opens without JavaScript; with
 * it, Escape and a click outside close it and focus returns to the toggle.
 */
export function Dropdown(props: {
  label: React.ReactNode;
  /** Accessible name when the visible label is not enough (e.g. "Language: English"). */
  ariaLabel?: string;
  className?: string;
  align?: "left" | "right";
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A navigation (including picking an item) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      details.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={ref} className={`dropdown ${props.className ?? ""}`}>
      <summary className="dropdown__toggle" aria-label={props.ariaLabel}>
        {props.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="dropdown__chevron">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className={`dropdown__panel dropdown__panel--${props.align ?? "left"}`}>{props.children}</div>
    </details>
  );
}
