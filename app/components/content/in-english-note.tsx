import { useTranslation } from "#app/i18n/react";

/**
 * Said where a text is shown in English because its translation into the
 * page's language is not finished (decision 089); nothing otherwise.
 */
export function InEnglishNote({ show, className }: { show: boolean; className?: string }) {
  const { t } = useTranslation("common");
  if (!show) return null;
  return <p className={className ? `in-english-note ${className}` : "in-english-note"}>{t("inEnglish")}</p>;
}
