import { usePreferences } from "#app/components/preferences/preferences-context";
import { Field, TextArea } from "#app/components/ui/form";
import { TRAVELLER_TEXT_MAX, travellerField } from "#app/domain/booking/travellers";
import type { WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import { formatLongDate } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { shownValue, WizardForm } from "./wizard-form";

/**
 * Step 2: the lead traveller (from the account at first), every traveller
 * (ages are checked against what they were booked as on the start date;
 * passports may be left for later), the emergency contact and notes.
 */
export function TravellersStep({ page, reply }: { page: WizardPage; reply: WizardReply | null }) {
  const { t } = useTranslation("booking");
  const { language } = usePreferences();
  const errors = reply?.fieldErrors ?? {};
  const { booking } = page;
  const lead = (name: string, saved: string) => shownValue(reply, name, saved);
  const count = { adult: 0, child: 0, infant: 0 };
  const passportHint = page.returnDate
    ? t("travellers.passportHint", { date: formatLongDate(page.returnDate, language) })
    : t("travellers.passportLater");

  return (
    <WizardForm
      draftId={booking.id}
      intent="travellers"
      reply={reply}
      back="save"
      labelledBy="booking-step-title"
    >
      <h2 id="booking-step-title" className="booking-form__title">
        {t("steps.travelers")}
      </h2>

      <fieldset className="booking-fieldset">
        <legend>{t("leadTraveler")}</legend>
        <div className="booking-grid booking-grid--2">
          <Field
            name="leadFullName"
            label={t("travellers.fullName")}
            autoComplete="name"
            maxLength={TRAVELLER_TEXT_MAX.fullName}
            defaultValue={lead("leadFullName", booking.lead.fullName)}
            error={errors.leadFullName}
          />
          <Field
            name="leadEmail"
            type="email"
            label={t("email")}
            autoComplete="email"
            maxLength={TRAVELLER_TEXT_MAX.email}
            defaultValue={lead("leadEmail", booking.lead.email)}
            error={errors.leadEmail}
          />
          <Field
            name="leadPhone"
            type="tel"
            label={t("phone")}
            autoComplete="tel"
            maxLength={TRAVELLER_TEXT_MAX.phone}
            defaultValue={lead("leadPhone", booking.lead.phone)}
            error={errors.leadPhone}
          />
          <Field
            name="leadCountry"
            label={t("travellers.country")}
            autoComplete="country-name"
            maxLength={TRAVELLER_TEXT_MAX.country}
            defaultValue={lead("leadCountry", booking.lead.country)}
            error={errors.leadCountry}
          />
        </div>
      </fieldset>

      {page.travellers.map((traveller) => {
        count[traveller.kind] += 1;
        const field = (name: Parameters<typeof travellerField>[1]) =>
          travellerField(traveller.position, name);
        const value = (name: Parameters<typeof travellerField>[1]) =>
          shownValue(reply, field(name), traveller[name]);
        return (
          <fieldset key={traveller.position} className="booking-fieldset">
            <legend>{t(`travellers.${traveller.kind}`, { n: count[traveller.kind] })}</legend>
            <div className="booking-grid booking-grid--2">
              <Field
                name={field("firstName")}
                label={t("firstName")}
                maxLength={TRAVELLER_TEXT_MAX.name}
                defaultValue={value("firstName")}
                error={errors[field("firstName")]}
              />
              <Field
                name={field("lastName")}
                label={t("lastName")}
                maxLength={TRAVELLER_TEXT_MAX.name}
                defaultValue={value("lastName")}
                error={errors[field("lastName")]}
              />
              <Field
                name={field("dateOfBirth")}
                type="date"
                label={t("dateOfBirth")}
                hint={t(`travellers.ageHint.${traveller.kind}`)}
                defaultValue={value("dateOfBirth")}
                error={errors[field("dateOfBirth")]}
              />
              <Field
                name={field("nationality")}
                label={t("nationality")}
                maxLength={TRAVELLER_TEXT_MAX.nationality}
                defaultValue={value("nationality")}
                error={errors[field("nationality")]}
              />
              <Field
                name={field("passportNumber")}
                label={t("passportNumber")}
                hint={t("travellers.passportLater")}
                maxLength={TRAVELLER_TEXT_MAX.passportNumber + 6}
                autoCapitalize="characters"
                defaultValue={value("passportNumber")}
                error={errors[field("passportNumber")]}
              />
              <Field
                name={field("passportExpiry")}
                type="date"
                label={t("travellers.passportExpiry")}
                hint={passportHint}
                defaultValue={value("passportExpiry")}
                error={errors[field("passportExpiry")]}
              />
            </div>
          </fieldset>
        );
      })}

      <fieldset className="booking-fieldset">
        <legend>{t("travellers.emergency")}</legend>
        <div className="booking-grid booking-grid--3">
          <Field
            name="emergencyName"
            label={t("travellers.emergencyName")}
            maxLength={TRAVELLER_TEXT_MAX.fullName}
            defaultValue={lead("emergencyName", booking.lead.emergencyName)}
            error={errors.emergencyName}
          />
          <Field
            name="emergencyPhone"
            type="tel"
            label={t("phone")}
            maxLength={TRAVELLER_TEXT_MAX.phone}
            defaultValue={lead("emergencyPhone", booking.lead.emergencyPhone)}
            error={errors.emergencyPhone}
          />
          <Field
            name="emergencyRelation"
            label={t("travellers.emergencyRelation")}
            maxLength={TRAVELLER_TEXT_MAX.relation}
            defaultValue={lead("emergencyRelation", booking.lead.emergencyRelation)}
            error={errors.emergencyRelation}
          />
        </div>
      </fieldset>

      <div className="booking-grid booking-grid--2">
        <TextArea
          name="dietaryRequirements"
          label={t("dietaryRequirements")}
          rows={3}
          maxLength={TRAVELLER_TEXT_MAX.notes}
          defaultValue={lead("dietaryRequirements", booking.dietaryRequirements)}
          error={errors.dietaryRequirements}
        />
        <TextArea
          name="specialRequests"
          label={t("specialRequests")}
          rows={3}
          maxLength={TRAVELLER_TEXT_MAX.notes}
          defaultValue={lead("specialRequests", booking.specialRequests)}
          error={errors.specialRequests}
        />
      </div>
    </WizardForm>
  );
}
