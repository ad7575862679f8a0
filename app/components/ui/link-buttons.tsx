import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonLink = { to: string; label: string };

/** The main button's look, then the others'. */
const TONES = {
  /** On the page's light background (status pages, empty lists, the home's about block). */
  page: ["btn-primary", "btn-ghost"],
  /** Over a photograph or the brand's green (the hero, a call to action). */
  band: ["btn-accent", "btn-light"],
} as const;

/** A row of links drawn as buttons: the first is the main way on, the others quieter. */
export function LinkButtons({
  links,
  tone = "page",
  large = tone === "band",
  className,
  children,
}: {
  links: ButtonLink[];
  tone?: keyof typeof TONES;
  /** Big buttons: a band's are, unless told otherwise. */
  large?: boolean;
  className: string;
  /** Anything after the buttons (a phone number to call). */
  children?: ReactNode;
}) {
  const [main, other] = TONES[tone];
  const size = large ? " btn-lg" : "";
  return (
    <div className={className}>
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={`btn ${index === 0 ? main : other}${size}`}>
          {link.label}
        </Link>
      ))}
      {children}
    </div>
  );
}
