import { FieldMessages } from "#app/components/ui/form";
import { StrokeIcon } from "#app/components/ui/stroke-icon";
import type { WizardPage } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";

/** Our own line drawings: a card, and a phone for mobile money. */
const ICONS = {
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  mobile_money: "M8 2h8v20H8zM11 18h2M10 6h4",
} as const;

/**
 * The ways to pay the configured providers offer (decision 085), each with
 * its drawing and a line saying what it covers ("Visa, Mastercard";
 * "M-Pesa, Airtel Money, Tigo Pesa"); the sandbox's say that no money is
 * taken. The server checks the choice again: the form only names it.
 */
export function PaymentMethods({
  methods,
  chosen,
  error,
}: {
  methods: WizardPage["paymentMethods"];
  chosen: string;
  error?: string;
}) {
  const { t } = useTranslation("booking");
  return (
    <fieldset
      className="booking-fieldset"
      aria-describedby={error ? "booking-payment-method-error" : undefined}
    >
      <legend>{t("review.method")}</legend>
      {methods.map(({ method, test }) => (
        <label key={method} className="booking-radio booking-radio--method">
          <input type="radio" name="paymentMethod" value={method} defaultChecked={chosen === method} />
          <StrokeIcon d={ICONS[method]} />
          <span>
            <span className="booking-radio__title">{t(`review.methods.${method}.label`)}</span>
            <span className="booking-radio__hint">
              {t(`review.methods.${method}.hint`)}
              {test ? ` ${t("review.methodTest")}` : ""}
            </span>
          </span>
        </label>
      ))}
      <FieldMessages id="booking-payment-method" error={error} base="form-field" />
    </fieldset>
  );
}
