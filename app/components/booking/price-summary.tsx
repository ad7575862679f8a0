import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { formatCharge } from "#app/domain/booking/charge";
import type { WizardPricePanel } from "#app/domain/booking/wizard-page";
import { formatLongDate } from "#app/domain/dates";
import type { Money } from "#app/domain/money";
import { useTranslation } from "#app/i18n/react";

/**
 * The running price on every step, as the server worked it out: each line
 * in the traveller's currency, with the US dollars that are charged beside
 * the total and what is due now. Nothing here is computed in the browser.
 */
export function PriceSummary({ panel }: { panel: WizardPricePanel }) {
  const { t } = useTranslation("booking");
  const { language, currency } = usePreferences();
  const display = useFormatPrice();
  const shown = (m: Money) => display(m.amountMinor);
  const charged = (m: Money) => formatCharge(m.amountMinor, language, m.currency);

  return (
    <section className="price-summary" aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className="price-summary__title">
        {t("summary.title")}
      </h2>
      {!panel.ok ? (
        <p className="price-summary__pending">{panel.message}</p>
      ) : (
        <>
          <dl className="price-summary__lines">
            {panel.price.lines.map((line) => (
              <Line
                key={line.kind}
                label={t(`summary.${line.kind}`, { count: line.count, price: shown(line.unit) })}
                amount={shown(line.amount)}
              />
            ))}
            {panel.price.extras.map((extra) => (
              <Line
                key={String(extra.id)}
                label={`${panel.extraLabels[String(extra.id)] ?? extra.label} × ${extra.count}`}
                amount={shown(extra.amount)}
              />
            ))}
            {panel.price.discounts.map((discount) => (
              <Line
                key={discount.kind}
                label={
                  discount.kind === "promo"
                    ? t("summary.promo", { code: panel.promoCode ?? "" })
                    : t("summary.deal")
                }
                amount={`− ${shown(discount.amount)}`}
                tone="discount"
              />
            ))}
            <Line label={t("total")} amount={shown(panel.price.total)} tone="total" />
          </dl>
          <p className="price-summary__charge">
            {currency === "USD"
              ? t("summary.chargedIn", { amount: charged(panel.price.total) })
              : t("summary.chargedAs", { amount: charged(panel.price.total) })}
          </p>
          <dl className="price-summary__lines price-summary__lines--due">
            <Line
              label={panel.price.payment.choice === "deposit" ? t("deposit") : t("summary.dueNow")}
              amount={charged(panel.price.payment.chargeNow)}
            />
            {panel.price.payment.dueLaterBy ? (
              <Line
                label={t("summary.dueLater", {
                  date: formatLongDate(panel.price.payment.dueLaterBy, language),
                })}
                amount={charged(panel.price.payment.dueLater)}
              />
            ) : null}
          </dl>
        </>
      )}
    </section>
  );
}

function Line({ label, amount, tone }: { label: string; amount: string; tone?: "discount" | "total" }) {
  return (
    <div className={`price-summary__line${tone ? ` price-summary__line--${tone}` : ""}`}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}
