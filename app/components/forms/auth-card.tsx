import type { ReactNode } from "react";

/**
 * The centred card of the sign-in, sign-up, password and unsubscribe pages:
 * its title (which names the section), an optional lead, then messages and form.
 */
export function AuthCard({
  id,
  title,
  lead,
  children,
}: {
  /** Prefix of the heading's id: `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        {lead ? <p className="auth-card__lead">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
