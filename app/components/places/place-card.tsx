import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image";

/**
 * The card of a destination, an experience or an accommodation: a picture, a
 * kicker, the title (whose link makes the whole card clickable), a summary and
 * a line of facts.
 */
export function PlaceCard(props: {
  to: string;
  title: string;
  image: string | null;
  kicker?: ReactNode;
  badge?: ReactNode;
  summary?: string | null;
  meta?: ReactNode;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  const Heading = `h${props.headingLevel ?? 3}` as const;
  return (
    <article className="place-card" data-testid={props.testId}>
      <div className="place-card__media">
        <ResponsiveImage
          src={props.image}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="place-card__image"
        />
        {props.badge ? <span className="place-card__badge">{props.badge}</span> : null}
      </div>
      <div className="place-card__body">
        {props.kicker ? <p className="place-card__kicker">{props.kicker}</p> : null}
        <Heading className="place-card__title">
          <Link to={props.to} className="place-card__link">
            {props.title}
          </Link>
        </Heading>
        {props.summary ? <p className="place-card__summary">{props.summary}</p> : null}
        {props.meta ? <div className="place-card__meta">{props.meta}</div> : null}
      </div>
    </article>
  );
}
