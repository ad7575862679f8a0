import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/i18n/config";
import de from "#app/i18n/locales/de/email.json";
import en from "#app/i18n/locales/en/email.json";
import es from "#app/i18n/locales/es/email.json";
import fr from "#app/i18n/locales/fr/email.json";
import zh from "#app/i18n/locales/zh/email.json";
import { createTranslator, type TFunction } from "#app/i18n/translator";

/**
 * The `email` namespace, imported statically: mail is rendered by the outbox
 * and by actions on the server only, so these strings never reach a page bundle.
 */
export const EMAIL_MESSAGES: Record<Language, Record<string, unknown>> = { en, de, fr, es, zh };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const translators = new Map<Language, TFunction>();

/** A recipient's stored locale ("de", "de-DE", "zh-CN", junk) as one of the site's languages. */
export function emailLanguage(locale: string | null | undefined): Language {
  const primary = (locale ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A translator for the `email` namespace in `language`, falling back to English key by key. */
export function emailTranslator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(
      language,
      { email: EMAIL_MESSAGES[language] },
      {
        defaultNamespace: "email",
        fallbackLanguage: DEFAULT_LANGUAGE,
        fallback: { email: EMAIL_MESSAGES[DEFAULT_LANGUAGE] },
      },
    ).t();
    translators.set(language, t);
  }
  // Nothing is escaped: React escapes what it renders, and subjects are plain text headers.
  return t;
}
