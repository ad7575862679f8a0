import { Link } from "react-router";
import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import type { CrowdLevel, SceneryRating } from "#app/domain/catalogue/route-profiles";
import { useTranslation } from "#app/i18n/react";
import { NotRecorded } from "./not-recorded";
import { unitFormatters } from "./units";

export type RouteRow = {
  id: number;
  title: string;
  href: string;
  durationDays: number | null;
  distanceKm: number | null;
  summitSuccessRate: number | null;
  difficulty: string | null;
  priceFrom: number | null;
  profile: { scenery: SceneryRating; crowds: CrowdLevel } | null;
};

const SCENERY_STARS: Record<SceneryRating, number> = { good: 3, veryGood: 4, outstanding: 5 };

/**
 * The route comparison table. On a phone it scrolls sideways inside a labelled,
 * focusable region, with the route names kept in view.
 */
export function RouteTable({ routes, currentId }: { routes: RouteRow[]; currentId?: number }) {
  const { t } = useTranslation(["kilimanjaro", "common"]);
  const formatPrice = useFormatPrice();
  const { locale } = usePreferences();
  const fmt = unitFormatters(locale);
  return (
    <div className="route-table">
      <p className="route-table__hint" aria-hidden="true">
        {t("compare.scrollHint")}
      </p>
      <ScrollRegion className="kilimanjaro-card" labelledBy="route-table-caption">
        <table className="data-table route-table__table">
          <caption id="route-table-caption">{t("compare.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("compare.columns.route")}</th>
              <th scope="col" className="num">
                {t("compare.columns.days")}
              </th>
              <th scope="col" className="num">
                {t("compare.columns.distance")}
              </th>
              <th scope="col" className="num">
                {t("compare.columns.success")}
              </th>
              <th scope="col">{t("compare.columns.difficulty")}</th>
              <th scope="col">{t("compare.columns.scenery")}</th>
              <th scope="col">{t("compare.columns.crowds")}</th>
              <th scope="col" className="num">
                {t("compare.columns.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => {
              const current = route.id === currentId;
              return (
                <tr key={route.id} className={current ? "is-current" : undefined}>
                  <th scope="row">
                    <Link to={route.href} aria-current={current ? "page" : undefined}>
                      {route.title}
                    </Link>
                  </th>
                  <td className="num">{route.durationDays ?? <NotRecorded />}</td>
                  <td className="num">
                    {route.distanceKm === null ? <NotRecorded /> : fmt.kilometres(route.distanceKm)}
                  </td>
                  <td className="num">
                    {route.summitSuccessRate === null ? (
                      <NotRecorded />
                    ) : (
                      <span className="success">
                        <span className="success__bar" aria-hidden="true">
                          <span style={{ width: `${route.summitSuccessRate}%` }} />
                        </span>
                        {fmt.percent(route.summitSuccessRate)}
                      </span>
                    )}
                  </td>
                  <td>
                    {route.difficulty ? (
                      <span className={`pill pill--${route.difficulty}`}>
                        {t(`difficulty.${route.difficulty}`)}
                      </span>
                    ) : (
                      <NotRecorded />
                    )}
                  </td>
                  <td>
                    {route.profile ? (
                      <span className="scenery">
                        <span className="scenery__stars" aria-hidden="true">
                          {"★".repeat(SCENERY_STARS[route.profile.scenery])}
                          <span className="scenery__empty">
                            {"★".repeat(5 - SCENERY_STARS[route.profile.scenery])}
                          </span>
                        </span>
                        {t(`scenery.${route.profile.scenery}`)}
                      </span>
                    ) : (
                      <NotRecorded />
                    )}
                  </td>
                  <td>
                    {route.profile ? (
                      <span className={`crowds crowds--${route.profile.crowds}`}>
                        {t(`crowds.${route.profile.crowds}`)}
                      </span>
                    ) : (
                      <NotRecorded />
                    )}
                  </td>
                  <td className="num price">
                    {route.priceFrom === null ? <NotRecorded /> : formatPrice(route.priceFrom)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="route-table__note">{t("compare.note")}</p>
    </div>
  );
}
