import type { ReactNode } from "react";

type Label = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * A table (or chart) that may be wider than the screen: it scrolls sideways
 * inside this region instead of widening the page. The region is named (a
 * screen reader announces what scrolls) and focusable, so the keyboard can
 * scroll it too. Its CSS (`.scroll-region`, app.css) keeps the content's width
 * out of the parent's sizing, so no grid column or flex item grows with it.
 * Markdown tables get the same markup from modules/content/markdown.server.
 */
export function ScrollRegion({
  className,
  children,
  ...name
}: Label & { className?: string; children: ReactNode }) {
  return (
    // A <section> with a name is a region (role="region") to assistive technology.
    <section
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      className={className ? `scroll-region ${className}` : "scroll-region"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </section>
  );
}
