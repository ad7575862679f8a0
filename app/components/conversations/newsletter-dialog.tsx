import { Dialog } from "#app/components/ui/dialog";
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
      <Dialog
        dialogRef={dialogRef}
        className="newsletter-dialog"
        title={t("modal.title")}
        closeLabel={t("modal.close")}
        onClose={close}
      >
        <p className="newsletter-dialog__lead">{t("lead")}</p>
        <NewsletterForm variant="modal" />
      </Dialog>
    </>
  );
}
