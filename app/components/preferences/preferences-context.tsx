import { createContext, useCallback, useContext, useMemo } from "react";
import type { CurrencyCode, RateMap } from "#app/domain/currency";
import { formatMoney, usd } from "#app/domain/money";
import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";

export type Preferences = {
  language: Language;
  /** BCP 47 tag for Intl formatting. */
  locale: string;
  currency: CurrencyCode;
  rates: RateMap;
};

const PreferencesContext = createContext<Preferences | null>(null);

export function PreferencesProvider(props: {
  language: Language;
  currency: CurrencyCode;
  rates: RateMap;
  children: React.ReactNode;
}) {
  const { language, currency, rates } = props;
  const value = useMemo(
    () => ({ language, locale: LANGUAGE_TAGS[language], currency, rates }),
    [language, currency, rates],
  );
  return <PreferencesContext.Provider value={value}>{props.children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferences needs a PreferencesProvider (root.tsx)");
  return value;
}

/** Formats US cents in the visitor's currency and language, 0 decimals. */
export function useFormatPrice(): (usdCents: number) => string {
  const { currency, rates, locale } = usePreferences();
  return useCallback(
    (usdCents: number) => formatMoney(usd(usdCents), { currency, rates, locale }),
    [currency, rates, locale],
  );
}
