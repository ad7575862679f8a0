import { Link, useNavigation } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { CheckField, Field, FieldMessages } from "#app/components/ui/form";
import { formatCharge } from "#app/domain/booking/charge";
import type { WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import { formatLongDate } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { PaymentMethods } from "./payment-methods";
import { shownValue, WizardForm } from "./wizard-form";

/**
 * Step 4: what is booked, a promo code, deposit or full payment, the method,
 * the terms, then Pay (the hold and the payment provider) or, for a date
 * staff must confirm first, Send request.
 */
export function ReviewStep({ page, reply }: { page: WizardPage; reply: WizardReply | null }) {
  const { t } = useTranslation("booking");
  const { language } = usePreferences();
  const busy = useNavigation().state === "submitting";
  const errors = reply?.fieldErrors ?? {};
  const { booking } = page;
  const terms = page.price.ok ? page.price.price.payment : null;
  const choice = shownValue(reply, "paymentChoice", booking.paymentChoice);
  const names = page.travellers.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);
  const chosenExtras = page.extras.filter((e) => e.chosen);

  const action = page.needsRequest ? (
    <button type="submit" name="intent" value="request" className="btn btn-primary" disabled={busy}>
      {t("review.sendRequest")}
    </button>
  ) : (
    <button
      type="submit"
      name="intent"
      value="pay"
      className="btn btn-primary"
      disabled={busy || !page.price.ok}
    >
      {terms ? t("review.pay", { amount: formatCharge(terms.chargeNow.amountMinor, language) }) : t("payNow")}
    </button>
  );

  return (
    <WizardForm
      draftId={booking.id}
      intent={null}
      reply={reply}
      back="save"
      next={action}
      labelledBy="booking-step-title"
    >
      <input type="hidden" name="payKey" value={page.payKey} />
      <h2 id="booking-step-title" className="booking-form__title">
        {t("steps.payment")}
      </h2>

      <section className="booking-review" aria-labelledby="booking-review-trip">
        <h3 id="booking-review-trip">{page.tour.title}</h3>
        <dl className="booking-review__facts">
          <div>
            <dt>{t("departure")}</dt>
            <dd>
              {page.departure?.dates ?? (page.startDate ? formatLongDate(page.startDate, language) : "")}
              {page.needsRequest ? ` (${t("review.toConfirm")})` : ""}
            </dd>
          </div>
          <div>
            <dt>{t("review.travellers")}</dt>
            <dd>{names.join(", ")}</dd>
          </div>
          <div>
            <dt>{t("extras")}</dt>
            <dd>
              {chosenExtras.length > 0 ? chosenExtras.map((e) => e.label).join(", ") : t("review.noExtras")}
            </dd>
          </div>
        </dl>
        <p>
          <Link to={`/booking?draft=${booking.id}&step=1`}>{t("review.change")}</Link>
        </p>
      </section>

      <div className="booking-promo">
        <Field
          name="promoCode"
          label={t("promoCode")}
          hint={t("review.promoHint")}
          maxLength={40}
          autoCapitalize="characters"
          defaultValue={shownValue(reply, "promoCode", booking.promoCode)}
          error={errors.promoCode}
        />
        <button type="submit" name="intent" value="promo" className="btn btn-ghost" disabled={busy}>
          {t("apply")}
        </button>
      </div>

      {page.needsRequest ? (
        <p className="booking-form__lead">{t("review.requestLead")}</p>
      ) : (
        <>
          <fieldset className="booking-fieldset">
            <legend>{t("review.howToPay")}</legend>
            {terms?.depositOffered ? (
              <label className="booking-radio">
                <input
                  type="radio"
                  name="paymentChoice"
                  value="deposit"
                  defaultChecked={choice === "deposit"}
                />
                {t("review.payDeposit", {
                  percent: terms.depositPercent,
                  amount: formatCharge(terms.deposit.amountMinor, language),
                  date: terms.balanceDueDate ? formatLongDate(terms.balanceDueDate, language) : "",
                })}
              </label>
            ) : terms ? (
              <p className="booking-fieldset__hint">{t("review.fullOnly")}</p>
            ) : null}
            <label className="booking-radio">
              <input
                type="radio"
                name="paymentChoice"
                value="full"
                defaultChecked={choice === "full" || !terms?.depositOffered}
              />
              {t("review.payFull", {
                amount: page.price.ok ? formatCharge(page.price.price.total.amountMinor, language) : "",
              })}
            </label>
          </fieldset>
          <PaymentMethods
            methods={page.paymentMethods}
            chosen={shownValue(reply, "paymentMethod", page.paymentMethods[0]?.method ?? "")}
            error={errors.paymentMethod}
          />
        </>
      )}

      <CheckField
        name="terms"
        label={t("termsConsent")}
        defaultChecked={reply ? reply.values.terms === "on" : false}
        error={errors.terms}
      />
      <p className="booking-fieldset__hint">
        <Link to={page.termsHref} target="_blank" rel="noopener">
          {t("review.readTerms")}
        </Link>
      </p>
      <FieldMessages
        id="booking-travellers"
        error={errors.travellers ?? errors.departure}
        base="form-field"
      />
    </WizardForm>
  );
}
