import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  DURATION_PRESETS,
  formatDuration,
  parseDuration,
  parseTourFilters,
  TOUR_SORTS,
  type TourFilters,
  type TourSort,
  tourListHref,
} from "#app/domain/catalogue/tour-filters";
import { CURRENCIES } from "#app/domain/currency";
import { useTranslation } from "#app/i18n/react";

export const FILTER_FORM_ID = "tour-filters";

export type FilterOptions = {
  destinations: Array<{
    slug: string;
    name: string;
    tourCount: number;
    children: Array<{ slug: string; name: string; tourCount: number }>;
  }>;
  categories: Array<{ category: string; count: number }>;
  maxGroupSize: number;
  /** Whole units of the visitor's currency, for the price fields' hints. */
  priceHint: { min: number; max: number };
};

type FormValues = {
  destination: string;
  category: string;
  duration: string;
  minPrice: string;
  maxPrice: string;
  group: string;
  sort: string;
};

function toValues(filters: TourFilters): FormValues {
  return {
    destination: filters.destination ?? "",
    category: filters.category ?? "",
    duration: filters.duration ? formatDuration(filters.duration) : "",
    minPrice: filters.minPrice === null ? "" : String(filters.minPrice),
    maxPrice: filters.maxPrice === null ? "" : String(filters.maxPrice),
    group: filters.group === null ? "" : String(filters.group),
    sort: filters.sort,
  };
}

const DURATION_KEYS: Record<(typeof DURATION_PRESETS)[number], string> = {
  "1-3": "short",
  "4-6": "medium",
  "7-9": "long",
  "10+": "extended",
};

/** Typing a price waits for a pause before the list updates; choosing from a list does not. */
const TYPING_PAUSE_MS = 600;

/**
 * Submits the filter form as a clean URL (no empty or default parameters) and
 * lets the route's loader answer; page 1 after any change. Without scripts the
 * form is a plain GET form and the server reads the same parameters.
 */
export function useFilterSubmit(currency: TourFilters["priceCurrency"]) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (form: HTMLFormElement, delay = 0) => {
      clearTimeout(timer.current);
      const go = () => {
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === "string") params.append(name, value);
        // The sort control sits outside the form element (form="tour-filters") and is included by FormData.
        const filters = parseTourFilters(params, { currency });
        navigate(tourListHref({ ...filters, page: 1 }), { preventScrollReset: true });
      };
      if (delay > 0) timer.current = setTimeout(go, delay);
      else go();
    },
    [navigate, currency],
  );
}

/**
 * The filter panel: a disclosure on phones, a sidebar on wide screens (where
 * CSS keeps it open). The fields follow the URL when it changes from outside
 * (a reset link, the back button), and keep what the visitor is typing.
 */
export function TourFiltersForm(props: {
  filters: TourFilters;
  options: FilterOptions;
  activeCount: number;
  submit: (form: HTMLFormElement, delay?: number) => void;
}) {
  const { t } = useTranslation("tours");
  const { filters, options, activeCount, submit } = props;
  const [values, setValues] = useState(() => toValues(filters));
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const urlKey = tourListHref(filters);
  const lastUrl = useRef(urlKey);

  useEffect(() => {
    if (lastUrl.current === urlKey) return;
    lastUrl.current = urlKey;
    const next = toValues(filters);
    // Keep a price the visitor is still typing; everything else follows the URL.
    setValues((current) => {
      const active = typeof document !== "undefined" ? document.activeElement : null;
      const typing =
        active instanceof HTMLInputElement && active.form === formRef.current ? active.name : null;
      return typing === "minPrice" || typing === "maxPrice" ? { ...next, [typing]: current[typing] } : next;
    });
  }, [urlKey, filters]);

  // Browsers without ::details-content cannot be kept open by CSS on wide screens.
  useEffect(() => {
    const details = detailsRef.current;
    if (!details || details.open) return;
    if (window.matchMedia("(min-width: 1024px)").matches && !CSS.supports("selector(::details-content)")) {
      details.open = true;
    }
  }, []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!target.name) return;
    setValues((current) => ({ ...current, [target.name]: target.value }));
    const typed = target instanceof HTMLInputElement;
    // A number field may be mid-edit or invalid: wait for a pause.
    if (typed && !target.checkValidity()) return;
    submit(event.currentTarget, typed ? TYPING_PAUSE_MS : 0);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  const currencySymbol = CURRENCIES[filters.priceCurrency].symbol;
  const durationIsPreset = (DURATION_PRESETS as readonly string[]).includes(values.duration);
  const customDuration = !durationIsPreset && values.duration ? parseDuration(values.duration) : null;
  const groupMax = Math.max(options.maxGroupSize, filters.group ?? 0, 1);

  return (
    <details ref={detailsRef} className="tour-filters">
      <summary className="tour-filters__summary">
        <h2 className="tour-filters__summary-title">{t("filters.title")}</h2>
        {activeCount > 0 ? (
          <span className="tour-filters__badge">{t("filters.active", { count: activeCount })}</span>
        ) : null}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="tour-filters__chevron">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <form
        ref={formRef}
        id={FILTER_FORM_ID}
        method="get"
        action="/tours"
        className="tour-filters__form"
        onChange={onChange}
        onSubmit={onSubmit}
        aria-label={t("filters.title")}
      >
        <h2 className="tour-filters__title">{t("filters.title")}</h2>

        <div className="tour-field">
          <label htmlFor="filter-destination">{t("filters.destination")}</label>
          <select id="filter-destination" name="destination" value={values.destination} onChange={() => {}}>
            <option value="">{t("filters.anyDestination")}</option>
            {options.destinations.map((root) =>
              root.children.length > 0 ? (
                <optgroup key={root.slug} label={root.name}>
                  <option value={root.slug}>
                    {t("filters.allOf", { name: root.name })} ({root.tourCount})
                  </option>
                  {root.children.map((child) => (
                    <option key={child.slug} value={child.slug}>
                      {child.name} ({child.tourCount})
                    </option>
                  ))}
                </optgroup>
              ) : (
                <option key={root.slug} value={root.slug}>
                  {root.name} ({root.tourCount})
                </option>
              ),
            )}
          </select>
        </div>

        <div className="tour-field">
          <label htmlFor="filter-category">{t("filters.category")}</label>
          <select id="filter-category" name="category" value={values.category} onChange={() => {}}>
            <option value="">{t("filters.anyCategory")}</option>
            {options.categories.map((c) => (
              <option key={c.category} value={c.category}>
                {t(`categories.${c.category}`)} ({c.count})
              </option>
            ))}
          </select>
        </div>

        <div className="tour-field">
          <label htmlFor="filter-duration">{t("filters.duration")}</label>
          <select id="filter-duration" name="duration" value={values.duration} onChange={() => {}}>
            <option value="">{t("filters.anyDuration")}</option>
            {DURATION_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`filters.durations.${DURATION_KEYS[preset]}`)}
              </option>
            ))}
            {customDuration ? (
              <option value={values.duration}>
                {customDuration.max === null
                  ? t("filters.durations.atLeast", { min: customDuration.min })
                  : t("filters.durations.range", { min: customDuration.min, max: customDuration.max })}
              </option>
            ) : null}
          </select>
        </div>

        <fieldset className="tour-field tour-field--price">
          <legend>{t("filters.price", { currency: filters.priceCurrency })}</legend>
          <input type="hidden" name="cur" value={filters.priceCurrency} />
          <div className="tour-field__pair">
            <div>
              <label htmlFor="filter-min-price">{t("filters.minPrice")}</label>
              <div className="tour-field__money">
                <span aria-hidden="true">{currencySymbol}</span>
                <input
                  id="filter-min-price"
                  name="minPrice"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder={String(options.priceHint.min)}
                  value={values.minPrice}
                  onChange={() => {}}
                />
              </div>
            </div>
            <div>
              <label htmlFor="filter-max-price">{t("filters.maxPrice")}</label>
              <div className="tour-field__money">
                <span aria-hidden="true">{currencySymbol}</span>
                <input
                  id="filter-max-price"
                  name="maxPrice"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder={String(options.priceHint.max)}
                  value={values.maxPrice}
                  onChange={() => {}}
                />
              </div>
            </div>
          </div>
        </fieldset>

        <div className="tour-field">
          <label htmlFor="filter-group">{t("filters.group")}</label>
          <select id="filter-group" name="group" value={values.group} onChange={() => {}}>
            <option value="">{t("filters.anyGroup")}</option>
            {Array.from({ length: groupMax }, (_, i) => i + 1).map((n) => (
              <option key={n} value={String(n)}>
                {t("filters.travellers", { count: n })}
              </option>
            ))}
          </select>
        </div>

        <div className="tour-filters__actions">
          <button type="submit" className="btn btn-primary">
            {t("filters.apply")}
          </button>
          {activeCount > 0 ? (
            <Link
              to={tourListHref({ ...filters, ...RESET })}
              className="tour-filters__reset"
              preventScrollReset
            >
              {t("filters.reset")}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

/** Everything but the sort order back to "any". */
export const RESET: Partial<TourFilters> = {
  destination: null,
  category: null,
  duration: null,
  minPrice: null,
  maxPrice: null,
  group: null,
  page: 1,
};

/** The sort control: outside the filter panel, part of its form through `form=`. */
export function SortSelect(props: { sort: TourSort; onChange: (select: HTMLSelectElement) => void }) {
  const { t } = useTranslation("tours");
  const [value, setValue] = useState<string>(props.sort);
  useEffect(() => setValue(props.sort), [props.sort]);
  return (
    <div className="tour-sort">
      <label htmlFor="tour-sort">{t("sort.label")}</label>
      <select
        id="tour-sort"
        name="sort"
        form={FILTER_FORM_ID}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          props.onChange(event.target);
        }}
      >
        {TOUR_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
