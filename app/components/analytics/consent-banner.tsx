import type { ConsentAnswer } from "#app/domain/analytics/names";
import { useTranslation } from "#app/i18n/react";

/** The consent banner's view (decision 098); AnalyticsConsent decides when it shows and holds its styles, so the server-rendered banner is styled before this chunk arrives. */
export default function ConsentBanner({
  consent,
  optOut,
  onAnswer: answer,
}: {
  consent: ConsentAnswer | null;
  optOut: boolean;
  onAnswer: (value: ConsentAnswer) => void;
}) {
  const { t } = useTranslation("footer");
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <h2 id="consent-banner-title" className="consent-banner__title">
        {t("analytics.title")}
      </h2>
      {optOut ? (
        <>
          <p>{t("analytics.optedOut")}</p>
          <div className="consent-banner__actions">
            <button type="button" className="btn btn-primary" onClick={() => answer("denied")}>
              {t("analytics.ok")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            {t("analytics.text")}{" "}
            {consent ? (
              <strong>{t(consent === "granted" ? "analytics.currentlyOn" : "analytics.currentlyOff")}</strong>
            ) : null}
          </p>
          <div className="consent-banner__actions">
            <button type="button" className="btn btn-primary" onClick={() => answer("granted")}>
              {t("analytics.accept")}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => answer("denied")}>
              {t("analytics.decline")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
