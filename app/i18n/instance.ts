import type { Language } from "./config";
import { createTranslator, type MessageBundles, type MissingMessage, type Translator } from "./translator";

/** What the page translator says about a key it cannot show; tests fail on it (tests/integration/messages.test.ts). */
export function missingMessageWarning(language: string, { namespace, key, loaded }: MissingMessage): string {
  return loaded
    ? `Missing translation "${namespace}:${key}" in ${language}`
    : `Missing translation "${namespace}:${key}" in ${language}: namespace "${namespace}" not shipped with this page`;
}

/**
 * The page's translator, holding one language's messages. The server and the
 * browser build it from the same data (the root loader's), so the hydrated
 * page shows exactly what the server rendered. Hence no English fallback here:
 * the browser only has the page's language, and the server must not differ.
 * A key it cannot find (a namespace the page did not ship, say) is still shown
 * as the key, and reported once to the console (the server's log while
 * rendering), where the tests look for it.
 */
export function createPageTranslator(language: Language, messages: MessageBundles): Translator {
  const reported = new Set<string>();
  return createTranslator(language, messages, {
    defaultNamespace: "common",
    onMissing(missing) {
      const id = `${missing.namespace}:${missing.key}`;
      if (reported.has(id)) return;
      reported.add(id);
      console.warn(missingMessageWarning(language, missing));
    },
  });
}
