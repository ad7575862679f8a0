/**
 * A cookie-keeping HTTP client for integration tests: real requests to the
 * real server, redirects returned (not followed) so a test sees each step.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** Another browser holding a copy of this one's cookies (a stolen or old cookie). */
  clone(): TestBrowser {
    const copy = new TestBrowser(this.baseUrl, this.defaultHeaders);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  sessionCookie(): string | undefined {
    return [...this.cookies.keys()].find((name) => name.endsWith("session_token"));
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.defaultHeaders, ...(init.headers as Record<string, string>) });
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers });
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
  }

  /** Follows redirects from `response` within the site and returns the last answer. */
  async follow(response: Response, limit = 5): Promise<Response> {
    let current = response;
    for (let i = 0; i < limit && current.status >= 300 && current.status < 400; i++) {
      const location = current.headers.get("location");
      if (!location) break;
      current = await this.get(location);
    }
    return current;
  }

  private store(line: string) {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => {
      const [key = "", v = ""] = a.split("=").map((s) => s.trim().toLowerCase());
      return (key === "max-age" && Number(v) <= 0) || (key === "expires" && Date.parse(v) < Date.now());
    });
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** The path and query a redirect points to, whatever host it names. */
export function locationOf(response: Response): string {
  const location = response.headers.get("location") ?? "";
  const url = new URL(location, "http://x.invalid");
  return `${url.pathname}${url.search}`;
}

/**
 * Plain requests to a server whose address may change between tests (a
 * restarted server answers on a new port): redirects returned, not followed.
 */
export function siteFetch(baseUrl: () => string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
}

/** GET and same-origin form POST as the holder of a Cookie header, anonymous without one. */
export function cookieClient(baseUrl: () => string) {
  const request = siteFetch(baseUrl);
  const withCookie = (cookie: string | undefined, headers: Record<string, string>) => ({
    ...(cookie ? { cookie } : {}),
    ...headers,
  });
  return {
    get: (path: string, cookie?: string, headers: Record<string, string> = {}) =>
      request(path, { headers: withCookie(cookie, headers) }),
    post: (
      path: string,
      fields: Record<string, string>,
      cookie?: string,
      headers: Record<string, string> = {},
    ) =>
      request(path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: baseUrl(),
          ...withCookie(cookie, headers),
        },
        body: new URLSearchParams(fields),
      }),
  };
}
