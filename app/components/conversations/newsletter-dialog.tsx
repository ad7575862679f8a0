import { useId } from "react";
import { useModalDialog } from "#app/components/ui/use-modal-dialog";
import { useTranslation } from "#app/i18n/react";
import { NewsletterForm } from "./newsletter-form";

/**
 * "5% off your first booking": a button that opens the newsletter form in a
 * modal dialog (the form's modal variant, with no 'subscribe another email'),
 * only on a visitor's click, never on its own. (Without JavaScript the footer
 * form on every page remains.)
 */
export function NewsletterDialog({ className }: { className?: string }) {
  const { t } = useTranslation("newsletter");
  const titleId = useId();
  const { dialogRef, toggleRef, open, show, close } = useModalDialog();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={className ? `newsletter-dialog__open ${className}` : "newsletter-dialog__open"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        {t("modal.open")}
      </button>
      <dialog ref={dialogRef} className="newsletter-dialog" aria-labelledby={titleId}>
        <div className="newsletter-dialog__header">
          <h2 id={titleId} className="newsletter-dialog__title">
            {t("modal.title")}
          </h2>
          <button type="button" className="newsletter-dialog__close" onClick={close}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{t("modal.close")}</span>
          </button>
        </div>
        <p className="newsletter-dialog__lead">{t("lead")}</p>
        <NewsletterForm variant="modal" />
      </dialog>
    </>
  );
}
