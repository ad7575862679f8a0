import { trackDateSelected } from "#app/components/analytics/date-selected";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { Field, FieldMessages } from "#app/components/ui/form";
import { ROOM_TYPES } from "#app/domain/booking/rooms";
import type { WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";
import { shownValue, WizardForm } from "./wizard-form";

/**
 * Step 1: the date (a scheduled departure with seats left, or for a tour
 * with no scheduled dates a private date, asked for and confirmed by staff),
 * who travels and the rooms.
 */
export function TourStep({ page, reply }: { page: WizardPage; reply: WizardReply | null }) {
  const { t } = useTranslation("booking");
  const formatPrice = useFormatPrice();
  const errors = reply?.fieldErrors ?? {};
  const { booking } = page;
  const chosen = shownValue(reply, "departure", booking.departureId ?? "");
  const singleSupplement = page.roomExtras[0];

  return (
    <WizardForm
      draftId={booking.id}
      intent="tour"
      reply={reply}
      back={{ href: `/tours/${page.tour.slug}` }}
      labelledBy="booking-step-title"
    >
      <h2 id="booking-step-title" className="booking-form__title">
        {t("steps.tour")}
      </h2>
      {page.departures.length > 0 ? (
        <fieldset
          className="booking-fieldset"
          aria-describedby={errors.departure ? "booking-departure-error" : undefined}
        >
          <legend>{t("departure")}</legend>
          <ul className="departure-choices">
            {page.departures.map((d) => {
              const open = d.label === "available" || d.label === "limited" || d.label === "on_request";
              return (
                <li key={d.id}>
                  <label className={`departure-choice${open ? "" : " departure-choice--closed"}`}>
                    <input
                      type="radio"
                      name="departure"
                      value={d.id}
                      defaultChecked={chosen === String(d.id)}
                      disabled={!open}
                      data-seats-left={d.seatsLeft ?? undefined}
                      data-start={d.startDate}
                      onChange={() =>
                        trackDateSelected({
                          tourId: page.tour.id,
                          date: d.startDate,
                          source: "booking",
                          departure: d.id,
                        })
                      }
                    />
                    <span className="departure-choice__dates">{d.dates}</span>
                    <span className="departure-choice__meta">
                      {t(`availability.${d.label}`)}
                      {d.seatsLeft !== null && open ? ` · ${t("seatsLeft", { count: d.seatsLeft })}` : ""}
                    </span>
                    <span className="departure-choice__price">
                      {t("perPerson", { price: formatPrice(d.price) })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldMessages id="booking-departure" error={errors.departure} base="form-field" />
        </fieldset>
      ) : (
        <div className="booking-fieldset">
          <p className="booking-form__lead">{t("tourStep.privateLead")}</p>
          <Field
            name="requestedDate"
            type="date"
            label={t("tourStep.privateDate")}
            hint={t("tourStep.privateHint", { days: 14 })}
            min={page.privateDates?.min}
            max={page.privateDates?.max}
            defaultValue={shownValue(reply, "requestedDate", booking.requestedStartDate ?? "")}
            error={errors.requestedDate ?? errors.departure}
            onChange={(event) => {
              const date = event.currentTarget.value;
              if (date) trackDateSelected({ tourId: page.tour.id, date, source: "booking" });
            }}
          />
        </div>
      )}

      <fieldset
        className="booking-fieldset"
        aria-describedby={errors.party ? "booking-party-error" : undefined}
      >
        <legend>{t("tourStep.party")}</legend>
        <p className="booking-fieldset__hint">{t("tourStep.partyHint", { max: page.tour.maxPartySize })}</p>
        <div className="booking-grid booking-grid--3">
          {(["adults", "children", "infants"] as const).map((name) => (
            <Field
              key={name}
              name={name}
              type="number"
              inputMode="numeric"
              min={name === "adults" ? 1 : 0}
              max={page.tour.maxPartySize}
              label={t(name)}
              defaultValue={shownValue(reply, name, booking[name])}
              error={errors[name]}
            />
          ))}
        </div>
        <FieldMessages id="booking-party" error={errors.party} base="form-field" />
      </fieldset>

      <fieldset
        className="booking-fieldset"
        aria-describedby={errors.rooms ? "booking-rooms-error" : undefined}
      >
        <legend>{t("tourStep.rooms")}</legend>
        <p className="booking-fieldset__hint">
          {singleSupplement
            ? t("tourStep.roomsHintSingle", { price: formatPrice(singleSupplement.priceCents) })
            : t("tourStep.roomsHint")}
        </p>
        <div className="booking-grid booking-grid--4">
          {ROOM_TYPES.map((type) => (
            <Field
              key={type}
              name={`rooms-${type}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              label={t(`rooms.${type}`)}
              defaultValue={shownValue(reply, `rooms-${type}`, booking.rooms[type] ?? 0)}
            />
          ))}
        </div>
        <FieldMessages id="booking-rooms" error={errors.rooms} base="form-field" />
      </fieldset>
    </WizardForm>
  );
}
