import { z } from "zod";

/**
 * A client of Pesapal's API 3.0 (developer.pesapal.com, "API 3.0 - JSON"):
 * the five calls we make, each with a bearer token from Auth/RequestToken.
 * Pesapal answers most failures with HTTP 200 and an `error` object (status
 * "500"), so both an HTTP error and an `error` object become a PesapalError.
 * No message here ever carries the consumer secret or a token.
 */
export const PESAPAL_BASE_URLS = {
  sandbox: "https://cybqa.pesapal.com/pesapalv3",
  live: "https://pay.pesapal.com/v3",
} as const;

export type PesapalApiOptions = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Per request, connecting to the end of the body. */
  timeoutMs?: number;
  /** The clock the token's expiry is read against (tests move it). */
  now?: () => number;
};

/** A call to Pesapal that did not give what we asked for; `code` is Pesapal's error code when it gave one. */
export class PesapalError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PesapalError";
  }
}

/** A token is renewed this long before Pesapal says it expires (it lasts about 5 minutes). */
export const TOKEN_RENEW_MARGIN_MS = 30_000;
/** When Pesapal's expiry date cannot be read, the token is kept this long. */
const TOKEN_FALLBACK_MS = 4 * 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;

const textOrNumber = z.union([z.string(), z.number().transform(String)]).nullish();

// Pesapal's error object has been seen as {type, code, message} and {error_type, code, message};
// a successful answer may carry one with every field null, which is no error.
const errorObject = z
  .object({ code: textOrNumber, message: textOrNumber })
  .loose()
  .nullish()
  .transform((error) => (error && (error.code || error.message) ? error : null));

const tokenAnswer = z.object({
  token: z.string().nullish(),
  expiryDate: z.string().nullish(),
  error: errorObject,
});

const ipnAnswer = z.object({ ipn_id: z.string().min(1), url: z.string() });
export type RegisteredIpn = z.infer<typeof ipnAnswer>;

const orderAnswer = z.object({
  order_tracking_id: z.string().min(1),
  merchant_reference: z.string().nullish(),
  redirect_url: z.string().min(1),
});
export type SubmittedOrder = z.infer<typeof orderAnswer>;

const statusAnswer = z.object({
  payment_method: z.string().nullish(),
  amount: z.coerce.number().nullish(),
  created_date: z.string().nullish(),
  confirmation_code: z.string().nullish(),
  payment_status_description: z.string().nullish(),
  description: z.string().nullish(),
  message: z.string().nullish(),
  payment_account: z.string().nullish(),
  status_code: z.coerce.number().int().nullish(),
  merchant_reference: z.string().nullish(),
  currency: z.string().nullish(),
  error: errorObject,
  status: z.string().nullish(),
});
/** GetTransactionStatus's answer: status_code 0 invalid (or still pending), 1 completed, 2 failed, 3 reversed. */
export type TransactionStatus = z.infer<typeof statusAnswer>;

const refundAnswer = z.object({
  status: z.coerce.string().nullish(),
  message: z.string().nullish(),
  error: errorObject,
});

export type OrderRequest = {
  id: string;
  currency: string;
  /** In major units ("1234.50" is sent as 1234.5). */
  amount: number;
  description: string;
  callback_url: string;
  cancellation_url?: string;
  notification_id: string;
  branch?: string;
  billing_address: {
    email_address: string;
    phone_number?: string;
    country_code?: string;
    first_name?: string;
    last_name?: string;
  };
};

export type PesapalApi = ReturnType<typeof pesapalApi>;

export function pesapalApi(options: PesapalApiOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  // Callers arriving while a token is requested wait for that one rather than asking again.
  let requesting: Promise<string> | null = null;

  async function send(method: "GET" | "POST", path: string, body: unknown, bearer: string | null) {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const what =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer in ${timeoutMs} ms`
          : "unreachable";
      throw new PesapalError(`Pesapal ${endpoint(path)}: ${what}`);
    }
  }

  /** The answer's JSON, or a PesapalError naming the call, the HTTP status and Pesapal's own error. */
  async function read<T>(
    response: Response,
    path: string,
    schema: z.ZodType<T>,
    keepError = false,
  ): Promise<T> {
    const json: unknown = await response.json().catch(() => undefined);
    const reported = errorObject.safeParse((json as { error?: unknown } | undefined)?.error);
    const error = reported.success ? reported.data : null;
    if (!response.ok || (error && !keepError)) {
      const said = error
        ? `: ${error.code ?? "error"}${error.message ? ` (${error.message.slice(0, 200)})` : ""}`
        : "";
      throw new PesapalError(
        `Pesapal ${endpoint(path)} answered HTTP ${response.status}${said}`,
        error?.code ?? null,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PesapalError(`Pesapal ${endpoint(path)} gave an answer we cannot read`);
    return parsed.data;
  }

  async function requestToken(): Promise<string> {
    const path = "/api/Auth/RequestToken";
    const response = await send(
      "POST",
      path,
      { consumer_key: options.consumerKey, consumer_secret: options.consumerSecret },
      null,
    );
    const answer = await read(response, path, tokenAnswer);
    if (!answer.token) throw new PesapalError(`Pesapal ${endpoint(path)} gave no token`);
    const expires = Date.parse(answer.expiryDate ?? "");
    const expiresAt = Number.isFinite(expires) ? expires : now() + TOKEN_FALLBACK_MS;
    token = { value: answer.token, renewAt: expiresAt - TOKEN_RENEW_MARGIN_MS };
    return answer.token;
  }

  function bearer(): Promise<string> {
    if (token && token.renewAt > now()) return Promise.resolve(token.value);
    requesting ??= requestToken().finally(() => {
      requesting = null;
    });
    return requesting;
  }

  /** A call with the cached token; a 401 (Pesapal ended the token early) renews it once and tries again. */
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    keepError = false,
  ) {
    let used = await bearer();
    let response = await send(method, path, body, used);
    if (response.status === 401) {
      await response.body?.cancel().catch(() => {});
      if (token?.value === used) token = null;
      used = await bearer();
      response = await send(method, path, body, used);
    }
    return read(response, path, schema, keepError);
  }

  return {
    registerIpn: (url: string) =>
      call("POST", "/api/URLSetup/RegisterIPN", { url, ipn_notification_type: "POST" }, ipnAnswer),
    ipnList: () => call("GET", "/api/URLSetup/GetIpnList", undefined, z.array(ipnAnswer.loose())),
    submitOrder: (order: OrderRequest) =>
      call("POST", "/api/Transactions/SubmitOrderRequest", order, orderAnswer),
    /**
     * The order's status as Pesapal has it. Not thrown on Pesapal's `error`
     * object: it answers one for an order not paid yet ("Pending Payment",
     * status_code 0) and for one it does not know, and the caller decides.
     */
    transactionStatus: (orderTrackingId: string) =>
      call(
        "GET",
        `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`,
        undefined,
        statusAnswer,
        true,
      ),
    refund: (request: { confirmation_code: string; amount: number; username: string; remarks: string }) =>
      call("POST", "/api/Transactions/RefundRequest", request, refundAnswer),
  };
}

/** The endpoint's name for a message: never its query (it holds ids), never a token. */
function endpoint(path: string): string {
  return path.replace(/^\/api\//, "").replace(/\?.*$/, "");
}
