import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { FieldMessages } from "#app/components/ui/form";
import type { WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";
import { WizardForm } from "./wizard-form";

/** Step 3: the extras staff offer on this tour; the single room supplement follows the rooms of step 1. */
export function ExtrasStep({ page, reply }: { page: WizardPage; reply: WizardReply | null }) {
  const { t } = useTranslation("booking");
  const formatPrice = useFormatPrice();
  const errors = reply?.fieldErrors ?? {};
  const typed = reply?.values.extra;
  const ticked = (id: number, saved: boolean) =>
    Array.isArray(typed) ? typed.includes(String(id)) : reply ? false : saved;

  return (
    <WizardForm
      draftId={page.booking.id}
      intent="extras"
      reply={reply}
      back="save"
      labelledBy="booking-step-title"
    >
      <h2 id="booking-step-title" className="booking-form__title">
        {t("steps.extras")}
      </h2>
      <fieldset
        className="booking-fieldset"
        aria-describedby={errors.extras ? "booking-extras-error" : undefined}
      >
        <legend>{t("extras")}</legend>
        {page.extras.length === 0 ? <p>{t("extrasStep.none")}</p> : null}
        <ul className="extra-choices">
          {page.extras.map((extra) => (
            <li key={extra.id}>
              <label className="extra-choice">
                <input
                  type="checkbox"
                  name="extra"
                  value={extra.id}
                  defaultChecked={ticked(extra.id, extra.chosen)}
                />
                <span className="extra-choice__label">{extra.label}</span>
                <span className="extra-choice__price">
                  {t(`extrasStep.${extra.basis}`, { price: formatPrice(extra.priceCents) })}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {page.roomExtras.map((extra) => (
          <p key={extra.id} className="booking-fieldset__hint">
            {t("extrasStep.byRoom", { label: extra.label, price: formatPrice(extra.priceCents) })}
          </p>
        ))}
        <FieldMessages id="booking-extras" error={errors.extras} base="form-field" />
      </fieldset>
    </WizardForm>
  );
}
