import { createContext, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE } from "./config";
import { createTranslator, type TFunction, type Translator } from "./translator";

/**
 * React binding of the translator, shaped like react-i18next's so components
 * read `const { t, i18n } = useTranslation("tours")`. There are no events to
 * subscribe to: a new language comes with new root data, hence a new
 * translator and a re-render from the top.
 */
const TranslatorContext = createContext<Translator | null>(null);

// Outside a provider (an isolated component in a test, say) keys show as keys,
// as react-i18next does without an instance, instead of crashing the page.
const EMPTY = createTranslator(DEFAULT_LANGUAGE, {});

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * `t` for `namespace` (the first one when given a list, as react-i18next does:
 * the others are reached with an `ns:` prefix), and the current language.
 */
export function useTranslation(namespace?: string | readonly string[]): {
  t: TFunction;
  i18n: { language: string };
} {
  const translator = useContext(TranslatorContext) ?? EMPTY;
  const ns = typeof namespace === "string" ? namespace : namespace?.[0];
  return useMemo(() => ({ t: translator.t(ns), i18n: { language: translator.language } }), [translator, ns]);
}
