import { useNavigate } from "react-router";
import { useToast } from "#app/components/ui/toaster";
import { comparePath, MAX_COMPARED, MIN_COMPARED } from "#app/domain/catalogue/comparison";
import { useTranslation } from "#app/i18n/react";
import { clearCompare, compareTitles, removeFromCompare, useCompareSelection } from "./compare-store";

/**
 * The tray at the bottom of the page (spec section 2): the chosen tours, the
 * Compare button (from 2 tours) and Clear. Loaded only once something is selected.
 */
export default function CompareTray() {
  const { t } = useTranslation("compare");
  const toast = useToast();
  const navigate = useNavigate();
  const ids = useCompareSelection();
  const titles = compareTitles();
  if (ids.length === 0) return null;
  const canCompare = ids.length >= MIN_COMPARED;
  return (
    <>
      <div className="compare-tray-spacer" aria-hidden="true" />
      <section className="compare-tray" aria-labelledby="compare-tray-title" data-testid="compare-tray">
        <div className="container compare-tray__inner">
          <div className="compare-tray__summary">
            <h2 id="compare-tray-title" className="compare-tray__title">
              {t("tray.title")}
            </h2>
            <p className="compare-tray__count" aria-live="polite">
              {t("tray.count", { count: ids.length, max: MAX_COMPARED })}
              {ids.length >= MAX_COMPARED ? (
                <span className="compare-tray__max"> · {t("tray.maximum")}</span>
              ) : null}
              {canCompare ? null : <span className="compare-tray__hint"> · {t("tray.addOneMore")}</span>}
            </p>
          </div>
          <ul className="compare-tray__list">
            {ids.map((id) => {
              const title = titles[id] ?? t("tray.tourNumber", { id });
              return (
                <li key={id} className="compare-tray__item">
                  <span className="compare-tray__name">{title}</span>
                  <button
                    type="button"
                    className="compare-tray__remove"
                    aria-label={t("removeNamed", { title })}
                    onClick={() => {
                      removeFromCompare(id);
                      toast(t("toast.removed"));
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="compare-tray__actions">
            <button
              type="button"
              className="btn btn-accent"
              disabled={!canCompare}
              onClick={() => navigate(comparePath(ids))}
            >
              {t("tray.compare")}
            </button>
            <button
              type="button"
              className="btn btn-light compare-tray__clear"
              onClick={() => {
                clearCompare();
                toast(t("toast.cleared"));
              }}
            >
              {t("tray.clear")}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
