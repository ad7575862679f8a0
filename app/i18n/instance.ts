import type { Language } from "./config";
import { createTranslator, type MessageBundles, type Translator } from "./translator";

/**
 * The page's translator, holding one language's messages. The server and the
 * browser build it from the same data (the root loader's), so the hydrated
 * page shows exactly what the server rendered. Hence no English fallback here:
 * the browser only has the page's language, and the server must not differ.
 */
export function createPageTranslator(language: Language, messages: MessageBundles): Translator {
  return createTranslator(language, messages, { defaultNamespace: "common" });
}
