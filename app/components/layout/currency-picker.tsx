import { useLocation, useRevalidator } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { writePreferenceCookie, writeStorage } from "#app/components/preferences/stored-preferences";
import { Dropdown } from "#app/components/ui/dropdown";
import { useToast } from "#app/components/ui/toaster";
import {
  CURRENCIES,
  CURRENCY_CODES,
  CURRENCY_COOKIE,
  CURRENCY_STORAGE_KEY,
  type CurrencyCode,
  currencyName,
} from "#app/domain/currency";
import { useTranslation } from "#app/i18n/react";

/**
 * Without JavaScript each item is a link the server turns into a cookie; with
 * it, the cookie and local storage are written here and the page's data is
 * reloaded, so server-computed prices follow.
 */
export function CurrencyPicker({ align }: { align?: "left" | "right" }) {
  const { t } = useTranslation(["nav", "common"]);
  const { currency, locale } = usePreferences();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const toast = useToast();

  const hrefFor = (code: CurrencyCode) => {
    const params = new URLSearchParams(search);
    params.set("currency", code);
    return `${pathname}?${params.toString()}`;
  };

  const choose = (event: React.MouseEvent<HTMLAnchorElement>, code: CurrencyCode) => {
    event.preventDefault();
    writePreferenceCookie(CURRENCY_COOKIE, code);
    writeStorage(CURRENCY_STORAGE_KEY, code);
    const details = event.currentTarget.closest("details");
    if (details) details.open = false;
    details?.querySelector("summary")?.focus();
    revalidator
      .revalidate()
      .then(() => toast(t("common:currencyChanged", { currency: currencyName(code, locale) })));
  };

  return (
    <Dropdown
      align={align}
      className="currency-picker"
      ariaLabel={`${t("currency")}: ${currencyName(currency, locale)}`}
      label={
        <>
          <span aria-hidden="true">{CURRENCIES[currency].symbol}</span>
          <span>{currency}</span>
        </>
      }
    >
      <p className="dropdown__heading" id="currency-picker-heading">
        {t("chooseCurrency")}
      </p>
      <ul aria-labelledby="currency-picker-heading">
        {CURRENCY_CODES.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              onClick={(event) => choose(event, code)}
              aria-current={code === currency ? "true" : undefined}
              className="dropdown__item"
              rel="nofollow"
            >
              <span aria-hidden="true">{CURRENCIES[code].flag}</span> {code} · {currencyName(code, locale)}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
