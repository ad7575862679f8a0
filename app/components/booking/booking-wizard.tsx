import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import type { WizardNotice, WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";
import { ExtrasStep } from "./extras-step";
import { PriceSummary } from "./price-summary";
import { RequestSent } from "./request-sent";
import { ReviewStep } from "./review-step";
import { StepIndicator } from "./step-indicator";
import { TourStep } from "./tour-step";
import { TravellersStep } from "./travellers-step";

/** The wizard: the steps, the notices, the current step's form and the running price beside it. */
export function BookingWizard({ page, reply }: { page: WizardPage; reply: WizardReply | null }) {
  const forThisStep = reply && reply.step === page.step ? reply : null;
  const requested = page.booking.status === "requested";
  return (
    <div className="container booking">
      <StepIndicator current={page.step} reachable={page.reachable} draftId={page.booking.id} />
      <Notices notices={page.notices} />
      <div className="booking__layout">
        <div className="booking__main">
          {requested && page.needsRequest ? (
            <RequestSent page={page} />
          ) : page.step === 1 ? (
            <TourStep page={page} reply={forThisStep} />
          ) : page.step === 2 ? (
            <TravellersStep page={page} reply={forThisStep} />
          ) : page.step === 3 ? (
            <ExtrasStep page={page} reply={forThisStep} />
          ) : (
            <ReviewStep page={page} reply={forThisStep} />
          )}
        </div>
        <aside className="booking__aside">
          <PriceSummary panel={page.price} />
        </aside>
      </div>
    </div>
  );
}

function Notices({ notices }: { notices: WizardNotice[] }) {
  const { t } = useTranslation("booking");
  const { locale } = usePreferences();
  const formatPrice = useFormatPrice();
  if (notices.length === 0) return null;
  return (
    <div className="booking__notices">
      {notices.map((notice) => (
        <FormStatus key={notice.kind} tone="info">
          {notice.kind === "holding"
            ? t("notices.holding", {
                time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(notice.until)),
              })
            : notice.kind === "price_changed"
              ? t("notices.priceChanged", {
                  shown: formatPrice(notice.shownCents),
                  today: formatPrice(notice.todayCents),
                })
              : t(`notices.${notice.kind}`)}
        </FormStatus>
      ))}
    </div>
  );
}
