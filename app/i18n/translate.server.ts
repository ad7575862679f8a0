import { DEFAULT_LANGUAGE, type Language, NAMESPACES, type Namespace } from "./config";
import { messagesFor } from "./resources.server";
import { createTranslator, type TFunction, type Translator } from "./translator";

export type { TFunction } from "./translator";

const translators = new Map<Language, Translator>();

/**
 * A translator for loaders, actions and emails (page titles, server messages):
 * every namespace of `language`, falling back to English key by key.
 */
export function serverT(language: Language, namespace: Namespace = "common"): TFunction {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, messagesFor(language, NAMESPACES), {
      fallbackLanguage: DEFAULT_LANGUAGE,
      fallback: messagesFor(DEFAULT_LANGUAGE, NAMESPACES),
    });
    translators.set(language, translator);
  }
  return translator.t(namespace);
}
