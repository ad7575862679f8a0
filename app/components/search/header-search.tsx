import "./header-search.css";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { track } from "#app/components/analytics/track";
import type { HeaderSearchResponse } from "#app/domain/search-query";
import { useTranslation } from "#app/i18n/react";

const MIN_LENGTH = 2;
const PAUSE_MS = 300;
const VIEW_ALL_FROM = 10;

/** One choice of the list; `lang` is the language of its label when it is content (decision 089). */
type Option = { key: string; label: string; path: string; lang?: string };

/**
 * The header search: a GET form to /search that works without JavaScript,
 * and with it a combobox (WAI-ARIA 1.2, list autocomplete): after a 300 ms
 * pause at 2 or more characters it asks /api/search; arrow keys move through
 * the results, Enter opens one, Escape closes the list, then clears the box.
 * A newer keystroke aborts the older request and a sequence number drops any
 * answer that is not the latest.
 */
export function HeaderSearch({ variant }: { variant: "bar" | "menu" }) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState("");
  const [results, setResults] = useState<HeaderSearchResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const sequence = useRef(0);

  useEffect(() => {
    const query = value.trim();
    const mine = ++sequence.current;
    if (Array.from(query).length < MIN_LENGTH) {
      setResults(null);
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error("search failed"))))
        .then((data: HeaderSearchResponse) => {
          if (mine !== sequence.current) return;
          track("search", { query, results: data.total, source: "header" });
          setResults(data);
          setActive(-1);
          setOpen(true);
          setBusy(false);
        })
        .catch(() => {
          if (mine === sequence.current) setBusy(false);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const viewAllPath = `/search?q=${encodeURIComponent(results?.query ?? value.trim())}`;
  const groups = (results?.groups ?? []).filter((group) => group.items.length > 0);
  const options: Option[] = groups.flatMap((group) =>
    group.items.map((item) => ({ key: `${group.type}-${item.id}`, label: item.title, path: item.path })),
  );
  if (results && results.total >= VIEW_ALL_FROM) {
    options.push({ key: "all", label: t("viewAll"), path: viewAllPath });
  }
  const expanded = open && results !== null;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    navigate(option.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        !expanded ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
      );
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        event.stopPropagation();
        setValue("");
      }
    }
  }

  let index = -1;
  const renderOption = (option: Option, className: string) => {
    index += 1;
    const mine = index;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
      <div
        key={option.key}
        id={optionId(mine)}
        role="option"
        tabIndex={-1}
        aria-selected={mine === active}
        className={className}
        lang={option.lang}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(option)}
      >
        {option.label}
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> around a form is not yet announced by every screen reader.
    <form
      method="get"
      action="/search"
      role="search"
      className={`header-search header-search--${variant}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("label")}
      </label>
      <input
        id={`${id}-input`}
        className="header-search__input"
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        placeholder={t("placeholder")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="header-search__submit">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className="sr-only">{t("submit")}</span>
      </button>
      <div className="header-search__popup" hidden={!expanded}>
        <div id={`${id}-listbox`} role="listbox" aria-label={t("label")} hidden={options.length === 0}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox (ARIA), not a form fieldset.
            <div key={group.type} role="group" aria-label={t(`types.${group.type}`)}>
              <div aria-hidden="true" className="header-search__group-label">
                {t(`types.${group.type}`)}
              </div>
              {group.items.map((item) =>
                renderOption(
                  { key: `${group.type}-${item.id}`, label: item.title, path: item.path, lang: item.lang },
                  "header-search__option",
                ),
              )}
            </div>
          ))}
          {results && results.total >= VIEW_ALL_FROM
            ? renderOption(
                { key: "all", label: t("viewAll"), path: viewAllPath },
                "header-search__option header-search__option--all",
              )
            : null}
        </div>
        {results && results.total === 0 ? (
          <div className="header-search__empty">
            <p>{t("noResults", { query: results.query })}</p>
            <p>{t("noResultsHint")}</p>
          </div>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t("searching") : results && expanded ? t("resultCount", { count: results.total }) : ""}
      </div>
    </form>
  );
}
