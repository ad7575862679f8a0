import type { ReactNode } from "react";

/** The contact page's icons: 24×24 paths. */
const ICONS = {
  phone:
    "M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z",
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 13.6c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.1 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .2 0 .7-.2 1.3z",
  email:
    "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3l-8 4.9z",
  address:
    "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  hours:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.5 2.1-1 1.7L11 12.7V7h2z",
};

/** A contact card's icon and heading (the cards, and the office's address beside the map). */
export function ContactCardHeading({
  id,
  icon,
  title,
}: {
  id: string;
  icon: keyof typeof ICONS;
  title: string;
}) {
  return (
    <>
      <span className="contact-card__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d={ICONS[icon]} fill="currentColor" />
        </svg>
      </span>
      <h2 id={id} className="contact-card__title">
        {title}
      </h2>
    </>
  );
}

/** One way to reach the office (phone, WhatsApp, email, hours), named by its heading. */
export function ContactCard({
  id,
  icon,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  icon: keyof typeof ICONS;
  title: string;
  /** A modifier beside `contact-card`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `contact-card ${className}` : "contact-card"} aria-labelledby={id}>
      <ContactCardHeading id={id} icon={icon} title={title} />
      {children}
    </section>
  );
}
