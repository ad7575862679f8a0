import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Pesapal's API 3.0 (developer.pesapal.com, "API 3.0 -
 * JSON") that speaks the endpoints the adapter calls, as Pesapal answers
 * them: a token for the right consumer key and secret, lasting
 * `tokenLifetimeMs` (5 minutes at Pesapal); 401 for a missing, unknown or
 * expired bearer token; most refusals as HTTP 200 with an `error` object and
 * status "500"; an unpaid order's status as status_code 0 with the error
 * "payment_details_not_found" (Pending Payment); a paid one's with an error
 * object whose fields are all null. A test pays, fails, reverses an order
 * and sends the notification (IPN) to the URL registered for it, as Pesapal does.
 */

export type StandInOrder = {
  orderTrackingId: string;
  merchantReference: string;
  currency: string;
  amount: number;
  description: string;
  callbackUrl: string;
  cancellationUrl: string | null;
  notificationId: string;
  branch: string | null;
  billingAddress: Record<string, unknown>;
  createdDate: string;
  /** 0 invalid / pending, 1 completed, 2 failed, 3 reversed. */
  statusCode: 0 | 1 | 2 | 3;
  paymentMethod: string;
  paymentAccount: string;
  confirmationCode: string;
  paidAmount: number;
  /** The refund Pesapal received for it (one at most), until finance acts. */
  refund: { amount: number; username: string; remarks: string } | null;
};

type Ipn = { id: string; url: string; type: "GET" | "POST"; createdDate: string };

const ACCEPTED_CURRENCIES = new Set(["KES", "TZS", "UGX", "USD"]);
const STATUS_NAMES = ["INVALID", "COMPLETED", "FAILED", "REVERSED"] as const;

export async function startPesapalStandIn(
  options: { consumerKey?: string; consumerSecret?: string; tokenLifetimeMs?: number } = {},
) {
  const consumerKey = options.consumerKey ?? "qkio1BGGYAXTu2JOfm7XSXNruoZsrqEW";
  const consumerSecret = options.consumerSecret ?? "osGQ364R49cXKeOYSpaOnT++rHs=";
  const tokenLifetimeMs = options.tokenLifetimeMs ?? 5 * 60_000;
  const tokens = new Map<string, number>();
  const ipns = new Map<string, Ipn>();
  const orders = new Map<string, StandInOrder>();
  /** Every authenticated call, in order: which endpoint, and for a status check which order. */
  const calls: Array<{ endpoint: string; orderTrackingId?: string }> = [];
  let tokenRequests = 0;
  /** While true, Pesapal is down: every request gets 503. */
  let down = false;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (down) return json(503, { error: { code: "service_unavailable" } });
    const refused = (code: string, message: string) =>
      json(200, { error: { error_type: "api_error", code, message }, status: "500" });
    const path = url.pathname.replace(/^\/api\//, "");

    if (req.method === "GET" && url.pathname.startsWith("/iframe/")) {
      // Pesapal's payment page, where the traveller picks card or mobile money.
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<!doctype html><title>Pesapal</title><h1>Pay with Pesapal</h1>");
    }
    if (req.method === "POST" && path === "Auth/RequestToken") {
      tokenRequests++;
      const body = await readJson(req);
      if (body.consumer_key !== consumerKey || body.consumer_secret !== consumerSecret)
        return refused(
          "invalid_consumer_key_or_secret_provided",
          "Invalid consumer_key or consumer_secret provided",
        );
      const token = randomBytes(24).toString("base64url");
      const expiresAt = Date.now() + tokenLifetimeMs;
      tokens.set(token, expiresAt);
      return json(200, {
        token,
        expiryDate: new Date(expiresAt).toISOString(),
        error: null,
        status: "200",
        message: "Request processed successfully",
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const expiresAt = tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      res.writeHead(401);
      return res.end();
    }
    const orderTrackingId = url.searchParams.get("orderTrackingId") ?? undefined;
    calls.push({ endpoint: path, ...(orderTrackingId ? { orderTrackingId } : {}) });

    if (req.method === "POST" && path === "URLSetup/RegisterIPN") {
      const body = await readJson(req);
      const type = body.ipn_notification_type;
      if (
        typeof body.url !== "string" ||
        !/^https?:\/\//.test(body.url) ||
        (type !== "GET" && type !== "POST")
      )
        return refused(
          "invalid_ipn_details",
          "A url and an ipn_notification_type of GET or POST are required",
        );
      const ipn: Ipn = { id: randomUUID(), url: body.url, type, createdDate: new Date().toISOString() };
      ipns.set(ipn.id, ipn);
      return json(200, { ...ipnJson(ipn), error: null, status: "200" });
    }
    if (req.method === "GET" && path === "URLSetup/GetIpnList") {
      return json(200, [...ipns.values()].map(ipnJson));
    }
    if (req.method === "POST" && path === "Transactions/SubmitOrderRequest") {
      const body = await readJson(req);
      const problem = orderProblem(body, ipns, orders);
      if (problem) return refused(problem[0], problem[1]);
      const billing = body.billing_address as Record<string, unknown>;
      const order: StandInOrder = {
        orderTrackingId: randomUUID(),
        merchantReference: body.id as string,
        currency: body.currency as string,
        amount: body.amount as number,
        description: body.description as string,
        callbackUrl: body.callback_url as string,
        cancellationUrl: typeof body.cancellation_url === "string" ? body.cancellation_url : null,
        notificationId: body.notification_id as string,
        branch: typeof body.branch === "string" ? body.branch : null,
        billingAddress: billing,
        createdDate: new Date().toISOString(),
        statusCode: 0,
        paymentMethod: "",
        paymentAccount: "",
        confirmationCode: "",
        paidAmount: 0,
        refund: null,
      };
      orders.set(order.orderTrackingId, order);
      return json(200, {
        order_tracking_id: order.orderTrackingId,
        merchant_reference: order.merchantReference,
        redirect_url: `${base}/iframe/${order.orderTrackingId}`,
        error: null,
        status: "200",
      });
    }
    if (req.method === "GET" && path === "Transactions/GetTransactionStatus") {
      const order = orders.get(orderTrackingId ?? "");
      if (!order) return refused("invalid_order_tracking_id", "Invalid OrderTrackingId provided");
      return json(200, statusJson(order));
    }
    if (req.method === "POST" && path === "Transactions/RefundRequest") {
      const body = await readJson(req);
      const order = [...orders.values()].find(
        (o) => o.confirmationCode !== "" && o.confirmationCode === body.confirmation_code,
      );
      const amount = Number(body.amount);
      const answer = (status: string, message: string) => json(200, { status, message });
      if (order?.statusCode !== 1) return answer("500", "Only a COMPLETED payment can be refunded");
      if (order.refund) return answer("500", "A refund was already requested for this payment");
      if (!(amount > 0) || amount > order.paidAmount)
        return answer("500", "The amount exceeds what was paid");
      if (order.paymentMethod !== "Visa" && amount !== order.paidAmount)
        return answer("500", "A mobile money payment can only be refunded in full");
      if (
        typeof body.username !== "string" ||
        !body.username ||
        typeof body.remarks !== "string" ||
        !body.remarks
      )
        return answer("500", "username and remarks are required");
      order.refund = { amount, username: body.username, remarks: body.remarks };
      return answer("200", "Refund request successfully");
    }
    json(404, {
      error: { error_type: "api_error", code: "not_found", message: "No such endpoint" },
      status: "404",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function order(orderTrackingId: string): StandInOrder {
    const found = orders.get(orderTrackingId);
    if (!found) throw new Error(`the stand-in has no order ${orderTrackingId}`);
    return found;
  }

  return {
    url: base,
    env: {
      PESAPAL_CONSUMER_KEY: consumerKey,
      PESAPAL_CONSUMER_SECRET: consumerSecret,
      PESAPAL_API_URL: base,
    },
    api: { baseUrl: base, consumerKey, consumerSecret },
    orders,
    ipns,
    calls,
    get tokenRequests() {
      return tokenRequests;
    },
    /** Every token given out, for a test to check that none reaches a log. */
    get tokensIssued() {
      return [...tokens.keys()];
    },
    /** Pesapal goes down (every request answers 503) or comes back. */
    outage(on: boolean) {
      down = on;
    },
    /** Pesapal ends every token it gave (as after its 5 minutes): the next call gets 401. */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    order,
    orderByReference(merchantReference: string): StandInOrder | undefined {
      return [...orders.values()].find((o) => o.merchantReference === merchantReference);
    },
    /** The payer completes the order: by M-Pesa from a Kenyan phone, or by Visa card. */
    pay(orderTrackingId: string, how: { method?: "mpesa" | "card"; amount?: number } = {}) {
      const paid = order(orderTrackingId);
      const card = how.method === "card";
      Object.assign(paid, {
        statusCode: 1,
        paymentMethod: card ? "Visa" : "MpesaKE",
        paymentAccount: card ? "444444xxxxxx4444" : "2547xxxxx123",
        confirmationCode: randomBytes(5).toString("hex").toUpperCase(),
        paidAmount: how.amount ?? paid.amount,
      });
      return paid;
    },
    fail(orderTrackingId: string) {
      order(orderTrackingId).statusCode = 2;
    },
    /** Pesapal's finance team carries out the refund: the order reads REVERSED. */
    reverse(orderTrackingId: string) {
      order(orderTrackingId).statusCode = 3;
    },
    /**
     * Pesapal's notification of a change to the order, sent to the URL
     * registered for its notification id with that registration's method.
     */
    async notify(orderTrackingId: string): Promise<{ status: number; body: unknown }> {
      const changed = order(orderTrackingId);
      const ipn = ipns.get(changed.notificationId);
      if (!ipn) throw new Error(`no IPN ${changed.notificationId}`);
      const fields = {
        OrderTrackingId: changed.orderTrackingId,
        OrderMerchantReference: changed.merchantReference,
        OrderNotificationType: "IPNCHANGE",
      };
      const target = new URL(ipn.url);
      if (ipn.type === "GET")
        for (const [key, value] of Object.entries(fields)) target.searchParams.set(key, value);
      const response = await fetch(target, {
        method: ipn.type,
        ...(ipn.type === "POST"
          ? { headers: { "content-type": "application/json" }, body: JSON.stringify(fields) }
          : {}),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      return { status: response.status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PesapalStandIn = Awaited<ReturnType<typeof startPesapalStandIn>>;

function ipnJson(ipn: Ipn) {
  return {
    url: ipn.url,
    created_date: ipn.createdDate,
    ipn_id: ipn.id,
    notification_type: ipn.type === "GET" ? 0 : 1,
    ipn_notification_type_description: ipn.type,
    ipn_status: 1,
    ipn_status_description: "Active",
  };
}

/** SubmitOrderRequest's checks, as [code, message], or null. */
function orderProblem(
  body: Record<string, unknown>,
  ipns: Map<string, Ipn>,
  orders: Map<string, StandInOrder>,
): [string, string] | null {
  const id = body.id;
  if (typeof id !== "string" || !/^[0-9A-Za-z._:-]{1,50}$/.test(id))
    return ["invalid_merchant_reference", "id must be 1-50 letters, digits, -, _, . or :"];
  if ([...orders.values()].some((o) => o.merchantReference === id))
    return ["duplicate_merchant_reference", "id must be unique for every order request"];
  if (typeof body.currency !== "string" || !ACCEPTED_CURRENCIES.has(body.currency))
    return ["invalid_currency", "currency is not supported"];
  if (typeof body.amount !== "number" || !(body.amount > 0))
    return ["invalid_amount", "amount must be a number"];
  if (typeof body.description !== "string" || body.description.length < 1 || body.description.length > 100)
    return ["invalid_description", "description must be 1-100 characters"];
  if (typeof body.callback_url !== "string" || !/^https?:\/\//.test(body.callback_url))
    return ["invalid_callback_url", "callback_url must be a URL"];
  if (typeof body.notification_id !== "string" || !ipns.has(body.notification_id))
    return ["invalid_notification_id", "notification_id is not a registered IPN"];
  const billing = body.billing_address as Record<string, unknown> | undefined;
  if (!billing || (!billing.email_address && !billing.phone_number))
    return ["invalid_billing_address", "billing_address needs an email_address or a phone_number"];
  return null;
}

function statusJson(order: StandInOrder) {
  const pending = order.statusCode === 0;
  return {
    payment_method: order.paymentMethod,
    amount: pending ? order.amount : order.paidAmount,
    created_date: order.createdDate,
    confirmation_code: order.confirmationCode,
    payment_status_description: STATUS_NAMES[order.statusCode],
    description: pending ? "" : `${STATUS_NAMES[order.statusCode]} payment`,
    message: "Request processed successfully",
    payment_account: order.paymentAccount,
    call_back_url: `${order.callbackUrl}&OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.merchantReference}`,
    status_code: order.statusCode,
    merchant_reference: order.merchantReference,
    payment_status_code: "",
    currency: order.currency,
    error: pending
      ? {
          error_type: "api_error",
          code: "payment_details_not_found",
          message: "Pending Payment",
          call_back_url: null,
        }
      : { error_type: null, code: null, message: null, call_back_url: null },
    status: pending ? "500" : "200",
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const json: unknown = JSON.parse(Buffer.concat(chunks).toString());
    return json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
