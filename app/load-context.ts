import type { CurrencyCode } from "#app/domain/currency";
import type { Language } from "#app/i18n/config";

// What the Express server hands every loader and action (server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
    language: Language;
    currency: CurrencyCode;
    /** The client's address as Express resolved it (TRUST_PROXY), for limits and security events. */
    clientIp: string;
  }
}
