import { useState } from "react";
import { Form, Link } from "react-router";
import { track } from "#app/components/analytics/track";
import { useTrackOnce } from "#app/components/analytics/use-track";
import { PageHeader } from "#app/components/layout/page-header";
import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { EmptyState } from "#app/components/ui/empty-state";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { comparePath, MIN_COMPARED } from "#app/domain/catalogue/comparison";
import { useTranslation } from "#app/i18n/react";
import type { ComparedTour } from "#app/modules/catalogue/comparison.server";

export type ComparisonNotices = { skipped: number; invalid: number; dropped: number };

/**
 * The comparison page, for /compare?tours= and /compare/{token}: notices about
 * what was left out, the table (a scrollable region with a sticky first column
 * on a phone), and sharing.
 */
export function ComparisonView(props: {
  tours: ComparedTour[];
  notices: ComparisonNotices;
  /** The stable link when this is a shared comparison. */
  shareUrl: string | null;
  shareError?: string | null;
}) {
  const { t } = useTranslation(["compare", "tours", "common"]);
  const { tours, notices, shareUrl } = props;
  const crumbs = [
    { label: t("tours:list.breadcrumb"), to: "/tours" },
    { label: t("page.title"), to: "/compare" },
  ];
  const enough = tours.length >= MIN_COMPARED;
  const ids = tours.map((tour) => tour.id).join(",");
  useTrackOnce("compare_tours", enough ? ids : null, { tours: tours.length, shared: shareUrl !== null });
  return (
    <>
      <PageHeader
        title={t("page.title")}
        crumbs={crumbs}
        lead={shareUrl ? t("page.sharedLead") : t("page.lead")}
      />
      <div className="container compare-page">
        {notices.skipped > 0 || notices.invalid > 0 || notices.dropped > 0 || props.shareError ? (
          <ul className="compare-notices" data-testid="compare-notices">
            {props.shareError ? <li>{props.shareError}</li> : null}
            {notices.skipped > 0 ? <li>{t("page.skipped", { count: notices.skipped })}</li> : null}
            {notices.invalid > 0 ? <li>{t("page.invalid")}</li> : null}
            {notices.dropped > 0 ? <li>{t("page.dropped", { count: notices.dropped })}</li> : null}
          </ul>
        ) : null}
        {enough ? (
          <>
            <ComparisonTable tours={tours} />
            <ShareBox tours={tours} shareUrl={shareUrl} />
          </>
        ) : (
          <EmptyState
            testId="compare-empty"
            message={t("page.empty")}
            action={{ to: "/tours", label: t("page.browseTours") }}
          />
        )}
      </div>
    </>
  );
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <span className="compare-table__none">{empty}</span>;
  return (
    <ul className="compare-table__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function ComparisonTable({ tours }: { tours: ComparedTour[] }) {
  const { t } = useTranslation(["compare", "tours", "common"]);
  const formatPrice = useFormatPrice();
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  const none = t("page.notSpecified");
  const anyClimb = tours.some((tour) => tour.difficulty || tour.maxAltitudeM);
  const rows: Array<{ key: string; label: string; cell: (tour: ComparedTour) => React.ReactNode }> = [
    {
      key: "price",
      label: t("page.rows.price"),
      cell: (tour) => (
        <>
          <strong data-testid="compare-price">{formatPrice(tour.fromPrice)}</strong>{" "}
          <span className="compare-table__muted">{t("page.perPerson")}</span>
        </>
      ),
    },
    {
      key: "duration",
      label: t("page.rows.duration"),
      cell: (tour) => t("common:days", { count: tour.durationDays }),
    },
    {
      key: "groupSize",
      label: t("page.rows.groupSize"),
      cell: (tour) => (tour.maxGroupSize ? t("tours:maxGroup", { count: tour.maxGroupSize }) : none),
    },
    {
      key: "rating",
      label: t("page.rows.rating"),
      cell: (tour) => (
        <>
          {t("tours:detail.ratingValue", { rating: tour.rating.toFixed(1) })}
          {tour.reviewCount > 0 ? (
            <span className="compare-table__muted">
              {" "}
              {/* The translation brings its own brackets (full-width ones in Chinese). */}
              {t("tours:detail.reviewCount", { count: tour.reviewCount })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "category",
      label: t("page.rows.category"),
      cell: (tour) => t(`tours:categories.${tour.category}`),
    },
    {
      key: "destinations",
      label: t("page.rows.destinations"),
      cell: (tour) => (tour.destinations.length > 0 ? tour.destinations.join(", ") : none),
    },
    {
      key: "highlights",
      label: t("page.rows.highlights"),
      cell: (tour) => <List items={tour.highlights} empty={none} />,
    },
    {
      key: "included",
      label: t("page.rows.included"),
      cell: (tour) => <List items={tour.included} empty={none} />,
    },
    ...(anyClimb
      ? [
          {
            key: "difficulty",
            label: t("page.rows.difficulty"),
            cell: (tour: ComparedTour) => (tour.difficulty ? t(`tours:difficulty.${tour.difficulty}`) : none),
          },
          {
            key: "maxAltitude",
            label: t("page.rows.maxAltitude"),
            cell: (tour: ComparedTour) =>
              tour.maxAltitudeM
                ? t("tours:detail.metres", { value: number.format(tour.maxAltitudeM) })
                : none,
          },
        ]
      : []),
    {
      key: "bestTime",
      label: t("page.rows.bestTime"),
      cell: (tour) => tour.bestTime ?? (tour.allYear ? t("page.allYear") : none),
    },
  ];
  return (
    <>
      <p className="compare-page__hint">{t("page.scrollHint")}</p>
      <ScrollRegion className="compare-table-wrap" labelledBy="compare-caption">
        <table className="compare-table" data-testid="compare-table">
          <caption id="compare-caption" className="sr-only">
            {t("page.caption")}
          </caption>
          <thead>
            <tr>
              <td className="compare-table__corner">
                <span className="sr-only">{t("page.feature")}</span>
              </td>
              {tours.map((tour) => (
                <th key={tour.id} scope="col" className="compare-table__tour">
                  <Link to={tour.path} className="compare-table__title">
                    {tour.title}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {tours.map((tour) => (
                  <td key={tour.id}>{row.cell(tour)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function ShareBox({ tours, shareUrl }: { tours: ComparedTour[]; shareUrl: string | null }) {
  const { t } = useTranslation("compare");
  const ids = tours.map((tour) => tour.id);
  if (shareUrl) {
    return (
      <section className="compare-share" aria-labelledby="compare-share-title">
        <h2 id="compare-share-title" className="compare-share__title">
          {t("page.shareLink")}
        </h2>
        <p className="compare-share__link">
          <input
            className="compare-share__input"
            type="text"
            readOnly
            value={shareUrl}
            aria-labelledby="compare-share-title"
            data-testid="compare-share-url"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={shareUrl} />
        </p>
      </section>
    );
  }
  return (
    <section className="compare-share" aria-labelledby="compare-share-title">
      <h2 id="compare-share-title" className="compare-share__title">
        {t("page.share")}
      </h2>
      <p>{t("page.shareLead")}</p>
      {/* A plain form: sharing works without JavaScript too. */}
      <Form method="post" action={comparePath(ids)} onSubmit={() => track("share", shareProps("link"))}>
        <input type="hidden" name="tours" value={ids.join(",")} />
        <button type="submit" className="btn btn-primary" data-testid="compare-share">
          {t("page.share")}
        </button>
      </Form>
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("compare");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost"
      onClick={() => {
        navigator.clipboard
          ?.writeText(text)
          .then(() => {
            setCopied(true);
            track("share", shareProps("copy"));
          })
          .catch(() => {});
      }}
    >
      <span aria-live="polite">{copied ? t("page.copied") : t("page.copy")}</span>
    </button>
  );
}

/** A comparison shared: its stable link made, or that link copied. */
function shareProps(method: "link" | "copy") {
  return { method, content_type: "comparison" };
}
