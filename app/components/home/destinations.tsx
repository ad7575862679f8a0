import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { reshuffle } from "#app/components/home/shuffle";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { Section } from "#app/components/ui/section";
import type { HomeDestination } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { useHoverFocus } from "./hooks";
import { Icon } from "./icons";

/** Spec section 9: 4 destinations show, reshuffled every 5 s. */
export const DESTINATIONS_SHOWN = 4;
export const RESHUFFLE_MS = 5000;

/** Section 5: destinations, streamed in. */
export function Destinations({ destinations }: { destinations: Promise<HomeDestination[]> }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{
        id: "destinations-title",
        title: t("destinations.title"),
        subtitle: t("destinations.subtitle"),
      }}
      header="row"
      link={{ to: "/destinations", label: t("destinations.viewAll") }}
      width="inner"
      className="home-destinations"
    >
      <Deferred
        resolve={destinations}
        errorKey="unableToLoadDestinations"
        skeleton={<Skeleton label={t("destinations.loading")} count={4} variant="tile" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">{t("destinations.empty")}</p>
          ) : (
            <DestinationShowcase destinations={list} />
          )
        }
      </Deferred>
    </Section>
  );
}

/**
 * With more than 4 destinations, 4 show and are swapped for 4 others every
 * 5 s. The server and the first render in the browser show the first 4 (the
 * loader sends the list in random order), so hydration matches; the
 * shuffling goes on in the browser, only while the
 * section is on screen and neither hovered nor focused, and can be paused.
 */
export function DestinationShowcase({ destinations }: { destinations: HomeDestination[] }) {
  const { t } = useTranslation("home");
  const [shown, setShown] = useState(() => destinations.slice(0, DESTINATIONS_SHOWN));
  const [stopped, setStopped] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const { active: held, handlers } = useHoverFocus();
  const listRef = useRef<HTMLUListElement>(null);
  const canShuffle = destinations.length > DESTINATIONS_SHOWN;

  useEffect(() => {
    const element = listRef.current;
    if (!canShuffle || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [canShuffle]);

  useEffect(() => {
    if (!canShuffle || stopped || held || !onScreen) return;
    const timer = window.setInterval(
      () => setShown((current) => reshuffle(destinations, current, DESTINATIONS_SHOWN)),
      RESHUFFLE_MS,
    );
    return () => window.clearInterval(timer);
  }, [canShuffle, stopped, held, onScreen, destinations]);

  const visible = canShuffle ? shown : destinations;
  return (
    <div {...handlers}>
      <ul
        ref={listRef}
        className="home-destinations__grid"
        data-testid="home-destinations"
        data-shuffling={canShuffle && !stopped && !held && onScreen ? "true" : "false"}
      >
        {visible.map((destination) => (
          <li key={destination.id}>
            <DestinationTile destination={destination} />
          </li>
        ))}
      </ul>
      {canShuffle ? (
        <button
          type="button"
          className="home-destinations__toggle"
          onClick={() => setStopped((s) => !s)}
          data-testid="destinations-pause"
        >
          <Icon name={stopped ? "play" : "pause"} size={16} />
          {stopped ? t("destinations.play") : t("destinations.pause")}
        </button>
      ) : null}
    </div>
  );
}

function DestinationTile({ destination }: { destination: HomeDestination }) {
  const { t } = useTranslation("home");
  return (
    <article className="dest-tile" data-testid="home-destination">
      <ResponsiveImage
        src={destination.image}
        alt=""
        width={800}
        height={1000}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        className="dest-tile__image"
      />
      <div className="dest-tile__body">
        {destination.country !== destination.name ? (
          <p className="dest-tile__country">{destination.country}</p>
        ) : null}
        <h3 className="dest-tile__title">
          <Link to={destination.path} className="dest-tile__link">
            {destination.name}
          </Link>
        </h3>
        <p className="dest-tile__meta">
          {destination.tourCount > 0
            ? t("destinations.tours", { count: destination.tourCount })
            : t("destinations.explore")}
          <span aria-hidden="true"> →</span>
        </p>
      </div>
    </article>
  );
}
