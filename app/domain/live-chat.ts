/**
 * The optional live chat (spec sections 2 and 7, issue 17; decision 102):
 * Tawk.to's widget, a third-party script, so it is kept off every page where
 * a visitor types a password, pays, or sees their own records, and loads
 * nowhere without analytics consent. Browser and server: the server extends
 * the Content-Security-Policy by the same rule the browser loads by.
 */

/** First path segments where the chat never loads, and the policy never names it. */
export const LIVE_CHAT_BLOCKED = [
  // The staff area.
  "admin",
  // A traveller's own bookings, passports, balance payments and data.
  "account",
  // The booking wizard (its Pay step), its outcome pages, and the sandbox's payment page.
  "booking",
  "mock-payment",
  // Passwords and sign-in tokens.
  "login",
  "register",
  "reset-password",
  "verify-email",
  "auth",
] as const;

/** Whether the chat may load on (and the policy allow it for) a page at `pathname`. */
export function liveChatAllowedOn(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return !(LIVE_CHAT_BLOCKED as readonly string[]).includes(first);
}

/**
 * Whether to load the chat now: configured, analytics accepted (and no
 * GPC/DNT), and both this page and the document's first page allowed. The
 * document's policy was made for its first page; a page reached from a
 * blocked one by a client-side navigation would have the script refused.
 */
export function shouldLoadLiveChat(state: {
  configured: boolean;
  consented: boolean;
  pathname: string;
  documentPathname: string;
}): boolean {
  return (
    state.configured &&
    state.consented &&
    liveChatAllowedOn(state.pathname) &&
    liveChatAllowedOn(state.documentPathname)
  );
}

/** The chat's sources, by Content-Security-Policy directive. */
export type LiveChatSources = {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  frame: string[];
  connect: string[];
};

const TAWK_ORIGIN = "https://embed.tawk.to";

/**
 * What the policy must allow for the chat loaded from `origin`: Tawk's widget
 * loads its parts from its subdomains, talks over a WebSocket and draws in
 * frames; another origin (a test's stand-in) is allowed for itself alone.
 */
export function liveChatSources(origin: string): LiveChatSources {
  const hosts = origin === TAWK_ORIGIN ? ["https://*.tawk.to"] : [origin];
  const sockets = origin === TAWK_ORIGIN ? ["wss://*.tawk.to"] : [];
  return {
    script: hosts,
    style: hosts,
    img: hosts,
    font: hosts,
    frame: hosts,
    connect: [...hosts, ...sockets],
  };
}
