import { IconToggle } from "#app/components/ui/icon-toggle";
import { useToast } from "#app/components/ui/toaster";
import { useTranslation } from "#app/i18n/react";
import { addToCompare, removeFromCompare, useCompareSelection } from "./compare-store";

/**
 * Adds a tour to the comparison tray or takes it out, with the spec's toasts.
 * The selection lives in local storage, so the button needs JavaScript; the
 * server renders it unpressed and it shows the stored state once hydrated.
 */
export function CompareToggle({
  tourId,
  title,
  className,
}: {
  tourId: number;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation("compare");
  const toast = useToast();
  const selected = useCompareSelection().includes(tourId);
  const onClick = () => {
    if (selected) {
      removeFromCompare(tourId);
      toast(t("toast.removed"));
      return;
    }
    const result = addToCompare(tourId, title);
    if (result === "added") toast(t("toast.added", { tour: title }), "success");
    else if (result === "duplicate") toast(t("toast.duplicate"));
    else toast(t("toast.full"), "error");
  };
  return (
    <span className={className ? `compare-toggle ${className}` : "compare-toggle"}>
      <IconToggle
        type="button"
        className="compare-toggle__button"
        pressed={selected}
        label={selected ? t("removeNamed", { title }) : t("addNamed", { title })}
        title={selected ? t("remove") : t("add")}
        testId="compare-toggle"
        icon="M4 5h6v14H4zM14 5h6v14h-6z"
        iconSize={20}
        onClick={onClick}
      />
    </span>
  );
}
