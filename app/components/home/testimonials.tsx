import type { KeyboardEvent } from "react";
import { Avatar } from "#app/components/media/avatar";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { Section } from "#app/components/ui/section";
import type { HomeTestimonial } from "#app/domain/content/ratings";
import { useTranslation } from "#app/i18n/react";
import { useCarousel, useSwipe } from "./hooks";
import { Icon } from "./icons";

/** Section 7: featured testimonials, newest first, streamed in. */
export function Testimonials({ testimonials }: { testimonials: Promise<HomeTestimonial[]> }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{
        id: "testimonials-title",
        title: t("testimonials.title"),
        subtitle: t("testimonials.subtitle"),
      }}
      header="row"
      link={{ to: "/testimonials", label: t("testimonials.viewAll") }}
      width="inner"
      className="home-testimonials"
    >
      <Deferred
        resolve={testimonials}
        errorKey="unableToLoadTestimonials"
        skeleton={<Skeleton label={t("testimonials.loading")} count={1} variant="quote" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">{t("testimonials.empty")}</p>
          ) : (
            <TestimonialCarousel testimonials={list} />
          )
        }
      </Deferred>
    </Section>
  );
}

/**
 * One testimonial at a time: previous and next arrows, dots, a swipe left or
 * right (50 px within 300 ms), the arrow keys while focus is inside. Every
 * move wraps around.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: HomeTestimonial[] }) {
  const { t } = useTranslation("home");
  const { index, goTo, next, previous } = useCarousel(testimonials.length);
  const swipe = useSwipe((direction) => (direction === "left" ? next() : previous()));
  const several = testimonials.length > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    }
  };

  return (
    <section
      className="quote-carousel"
      aria-roledescription="carousel"
      aria-label={t("testimonials.label")}
      data-testid="testimonial-carousel"
      onKeyDown={onKeyDown}
    >
      <div className="quote-carousel__viewport" data-testid="testimonial-viewport" {...swipe}>
        <div className="quote-carousel__track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {testimonials.map((item, i) => (
            <TestimonialSlide
              key={item.id}
              testimonial={item}
              active={i === index}
              label={t("testimonials.slide", { current: i + 1, total: testimonials.length })}
            />
          ))}
        </div>
      </div>
      {several ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button"
            aria-label={t("testimonials.previous")}
            onClick={previous}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
          <div className="carousel-dots" role="group" aria-label={t("testimonials.dots")}>
            {testimonials.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="carousel-dot"
                aria-label={t("testimonials.goTo", { number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel-button"
            aria-label={t("testimonials.next")}
            onClick={next}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function TestimonialSlide({
  testimonial,
  active,
  label,
}: {
  testimonial: HomeTestimonial;
  active: boolean;
  label: string;
}) {
  const { t } = useTranslation(["home", "common"]);
  const rating = Math.min(5, Math.max(1, Math.round(testimonial.rating)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
    <div
      className={active ? "quote is-active" : "quote"}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!active}
      data-testid="testimonial-slide"
      data-active={active ? "true" : "false"}
    >
      <figure className="quote__card">
        <p className="quote__stars">
          <span className="sr-only">{t("common:rating", { rating })}</span>
          {Array.from({ length: 5 }, (_, star) => (
            <Icon
              key={star}
              name="star"
              size={18}
              className={star < rating ? "quote__star is-on" : "quote__star"}
            />
          ))}
        </p>
        <blockquote className="quote__text" lang={testimonial.textLang}>
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption className="quote__author">
          <Avatar name={testimonial.name} url={testimonial.avatarUrl} size={56} />
          <span>
            <span className="quote__name">{testimonial.name}</span>
            <span className="quote__meta">
              {[
                testimonial.country,
                testimonial.tourName ? t("testimonials.tour", { tour: testimonial.tourName }) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
