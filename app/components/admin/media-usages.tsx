import { useTranslation } from "#app/i18n/react";

export type MediaUsageView = { kind: string; id: string; label: string };

/** Where a library picture is used: each record as its kind, name and id, or "not used". */
export function MediaUsages({ usages, empty }: { usages: readonly MediaUsageView[]; empty: string }) {
  const { t } = useTranslation("admin-media");
  if (usages.length === 0) return <span className="media-usages__none">{empty}</span>;
  return (
    <ul className="media-usages">
      {usages.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          {t("usage.item", { kind: t(`usage.kinds.${use.kind}`), label: use.label, id: use.id })}
        </li>
      ))}
    </ul>
  );
}
