import { useTranslation } from "#app/i18n/react";

/** A table cell's missing value: a dash on screen, words for screen readers. */
export function NotRecorded() {
  const { t } = useTranslation("kilimanjaro");
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t("notRecorded")}</span>
    </>
  );
}
