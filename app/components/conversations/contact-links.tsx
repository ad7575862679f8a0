import { useRootData } from "#app/components/layout/root-data";
import { telLink, whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";

/** Phone and WhatsApp beside an enquiry form, from configuration (the root loader's `contact`). */
export function EnquiryContactLinks() {
  const { t } = useTranslation("enquiries");
  const { t: tc } = useTranslation("common");
  const root = useRootData();
  if (!root) return null;
  const { contact } = root;
  return (
    <p className="enquiry-contact">
      {t("orCall")} <a href={telLink(contact.phonePrimary)}>{contact.phonePrimary}</a>
      {" · "}
      <a
        href={whatsappLink(contact.whatsappNumber, tc("whatsapp.message"))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("whatsapp")}
      </a>
    </p>
  );
}
