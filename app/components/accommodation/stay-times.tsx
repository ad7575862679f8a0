import { PlaceSection } from "#app/components/places/place-page";
import { useTranslation } from "#app/i18n/react";

/** Check-in and check-out times, large. */
export function StayTimesSection({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const { t } = useTranslation("accommodations");
  return (
    <PlaceSection id="times-title" title={t("stayTimes")}>
      <dl className="stay-times">
        <StayTime label={t("checkIn")} time={checkIn} testId="check-in" />
        <StayTime label={t("checkOut")} time={checkOut} testId="check-out" />
      </dl>
    </PlaceSection>
  );
}

function StayTime({ label, time, testId }: { label: string; time: string; testId: string }) {
  return (
    <div className="stay-times__item">
      <dt className="stay-times__label">{label}</dt>
      <dd>
        <time className="stay-times__time" data-testid={testId}>
          {time}
        </time>
      </dd>
    </div>
  );
}
