import { Link } from "react-router";
import { type FormStep, WIZARD_STEPS } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";

/**
 * The five steps, the current one marked for screen readers
 * (aria-current="step"). A step already reached is a link back to it; the
 * confirmation is reached by paying.
 */
export function StepIndicator({
  current,
  reachable,
  draftId,
}: {
  current: FormStep | 5;
  reachable: FormStep | 5;
  draftId: number | null;
}) {
  const { t } = useTranslation("booking");
  return (
    <nav className="booking-steps" aria-label={t("steps.label")}>
      <p className="booking-steps__progress">
        {t("steps.progress", { current, total: WIZARD_STEPS.length })}
      </p>
      <ol className="booking-steps__list">
        {WIZARD_STEPS.map((name, index) => {
          const step = index + 1;
          const state = step === current ? "current" : step < current ? "done" : "todo";
          const label = (
            <>
              <span className="booking-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="booking-steps__name">{t(`steps.${name}`)}</span>
            </>
          );
          return (
            <li key={name} className={`booking-steps__step booking-steps__step--${state}`}>
              {step === current ? (
                <span aria-current="step">{label}</span>
              ) : draftId !== null && step <= 4 && step <= reachable ? (
                <Link to={`/booking?draft=${draftId}&step=${step}`}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
