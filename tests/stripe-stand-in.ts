import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
// Escapes for XML are escapes for HTML text and attributes too.
import { escapeXml } from "#app/domain/seo/sitemap-xml";

// A local stand-in for the parts of Stripe's API the adapter calls
// (app/modules/payments/stripe), speaking them as Stripe does: form-encoded
// bodies with bracketed keys (line_items[0][price_data][currency]=usd), the
// secret key as a bearer token, idempotency keys (the same key answers the
// same object; the same key with other parameters is refused), Stripe's
// objects and error shapes. And what Stripe does on its side, for the tests
// to set off: a Checkout paid, a refund made in the dashboard, a dispute; and
// the webhook deliveries about them, signed as Stripe signs them. For the
// browser tests, a hosted Checkout page at each session's `url`: its Pay
// pays the session, delivers the events to the endpoint in
// `settings.webhookUrl` and sends the browser back to the success URL.

type Json = Record<string, unknown>;
type Metadata = Record<string, string>;

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Metadata;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  /** Not part of Stripe's object: what payment_intent_data asked for the intent, kept for when it is made. */
  intentData: { metadata: Metadata; description: string | null };
  /** Not part of Stripe's object: the line items as received. */
  lineItems: Array<{ quantity: number; currency: string; unitAmount: number; name: string }>;
};

export type StandInRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  metadata: Metadata;
  reason: string | null;
  status: "succeeded" | "pending" | "failed";
  created: number;
};

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  metadata: Metadata;
  description: string | null;
  status: string;
  latest_charge: string | null;
  created: number;
};

type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  paid: boolean;
  refunded: boolean;
  status: string;
  created: number;
};

/** A request the stand-in received: its method, path, form and idempotency key. */
export type StandInRequest = { method: string; path: string; form: Json; idempotencyKey: string | null };

export async function startStripeStandIn(keys: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, StandInRefund>();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: StandInRequest[] = [];
  const settings = {
    refundStatus: "succeeded" as StandInRefund["status"],
    /** Where the Checkout page's Pay delivers its events: the endpoint registered in Stripe's dashboard. */
    webhookUrl: null as string | null,
  };
  let clock = () => Math.floor(Date.now() / 1000);
  let base = "";

  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  function createSession(form: Json): { status: number; body: unknown } {
    if (form.mode !== "payment") return invalid("mode", "Only mode=payment is spoken by this stand-in.");
    for (const param of ["success_url", "cancel_url"])
      if (typeof form[param] !== "string" || !URL.canParse(form[param] as string))
        return invalid(param, `Not a valid URL: ${param}`);
    const items = Array.isArray(form.line_items) ? (form.line_items as Json[]) : [];
    if (items.length === 0) return invalid("line_items", "line_items is required in payment mode.");
    const lineItems = [];
    for (const [index, item] of items.entries()) {
      const price = (item.price_data ?? {}) as Json;
      const product = (price.product_data ?? {}) as Json;
      const unitAmount = Number(price.unit_amount);
      const quantity = Number(item.quantity);
      if (typeof price.currency !== "string" || !/^[a-z]{3}$/.test(price.currency))
        return invalid(`line_items[${index}][price_data][currency]`, "Invalid currency.");
      if (!Number.isSafeInteger(unitAmount) || unitAmount < 0)
        return invalid(`line_items[${index}][price_data][unit_amount]`, "Invalid non-negative integer.");
      if (!Number.isSafeInteger(quantity) || quantity < 1)
        return invalid(`line_items[${index}][quantity]`, "Invalid positive integer.");
      if (typeof product.name !== "string" || product.name === "")
        return invalid(`line_items[${index}][price_data][product_data][name]`, "Missing required param.");
      lineItems.push({ quantity, currency: price.currency, unitAmount, name: product.name });
    }
    const currencies = new Set(lineItems.map((item) => item.currency));
    if (currencies.size !== 1) return invalid("line_items", "All line items must share one currency.");
    const intentData = (form.payment_intent_data ?? {}) as Json;
    const session: StandInSession = {
      id: id("cs"),
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
      currency: [...currencies][0] as string,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      customer_email: (form.customer_email as string | undefined) ?? null,
      locale: (form.locale as string | undefined) ?? null,
      metadata: (form.metadata as Metadata | undefined) ?? {},
      // Since API version 2022-08-01 Checkout makes the payment intent only when the traveller pays.
      payment_intent: null,
      success_url: form.success_url as string,
      cancel_url: form.cancel_url as string,
      url: "",
      created: clock(),
      intentData: {
        metadata: (intentData.metadata as Metadata | undefined) ?? {},
        description: (intentData.description as string | undefined) ?? null,
      },
      lineItems,
    };
    session.url = `${base}/c/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: publicSession(session) };
  }

  function createRefund(form: Json): { status: number; body: unknown } {
    const intent = intents.get(String(form.payment_intent ?? ""));
    if (!intent?.latest_charge)
      return invalid("payment_intent", `No such payment_intent: '${String(form.payment_intent ?? "")}'`);
    const charge = charges.get(intent.latest_charge) as Charge;
    const amount = form.amount === undefined ? charge.amount - charge.amount_refunded : Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount < 1) return invalid("amount", "Invalid positive integer.");
    if (amount > charge.amount - charge.amount_refunded)
      return invalid(
        "amount",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.amount_refunded})`,
      );
    const reasons = ["duplicate", "fraudulent", "requested_by_customer"];
    if (form.reason !== undefined && !reasons.includes(String(form.reason)))
      return invalid("reason", "Invalid reason.");
    return {
      status: 200,
      body: refund(
        charge,
        amount,
        (form.metadata as Metadata | undefined) ?? {},
        settings.refundStatus,
        (form.reason as string | undefined) ?? null,
      ),
    };
  }

  function refund(
    charge: Charge,
    amount: number,
    metadata: Metadata,
    status: StandInRefund["status"],
    reason: string | null,
  ) {
    const made: StandInRefund = {
      id: id("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      metadata,
      reason,
      status,
      created: clock(),
    };
    refunds.set(made.id, made);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return made;
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    const raw = await readBody(req);
    // The traveller's browser, not our server: no secret key, and not an API request.
    const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    if (page?.[1]) return checkoutPage(req.method ?? "", page[1], res);
    const form = parseForm(req.method === "GET" ? url.search.slice(1) : raw);
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "", path: url.pathname, form, idempotencyKey });
    const send = ({ status, body }: { status: number; body: unknown }) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${keys.secretKey}`)
      return send({
        status: 401,
        body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
      });
    const route = `${req.method} ${url.pathname}`;
    const get = (prefix: string) =>
      req.method === "GET" && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;

    if (req.method === "POST" && (route === "POST /v1/checkout/sessions" || route === "POST /v1/refunds")) {
      // Stripe answers a key it has seen with the first answer, and refuses it with other parameters.
      const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (seen && seen.request !== `${route} ${raw}`)
        return send({
          status: 400,
          body: {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          },
        });
      if (seen) return send(seen);
      const made = route === "POST /v1/refunds" ? createRefund(form) : createSession(form);
      if (idempotencyKey) idempotent.set(idempotencyKey, { request: `${route} ${raw}`, ...made });
      return send(made);
    }
    const sessionId = get("/v1/checkout/sessions/");
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      return send(
        session ? { status: 200, body: publicSession(session) } : missing("checkout.session", sessionId),
      );
    }
    const intentId = get("/v1/payment_intents/");
    if (intentId !== null) {
      const intent = intents.get(intentId);
      return send(intent ? { status: 200, body: intent } : missing("payment_intent", intentId));
    }
    if (route === "GET /v1/refunds") {
      const chargeId = String(form.charge ?? "");
      const data = [...refunds.values()]
        .filter((made) => !chargeId || made.charge === chargeId)
        .sort((a, b) => b.created - a.created);
      return send({ status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } });
    }
    send({
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${route}).` } },
    });
  }

  const server: Server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in has no Checkout session ${sessionId}`);
    return session;
  };
  const chargeOf = (sessionId: string) => {
    const intent = intents.get(sessionOf(sessionId).payment_intent ?? "");
    const charge = charges.get(intent?.latest_charge ?? "");
    if (!charge) throw new Error(`Checkout session ${sessionId} has not been paid`);
    return charge;
  };

  function paySession(sessionId: string, outcome: { paid?: boolean } = {}) {
    const session = sessionOf(sessionId);
    const intent: Intent = {
      id: id("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: outcome.paid === false ? 0 : session.amount_total,
      currency: session.currency,
      metadata: session.intentData.metadata,
      description: session.intentData.description,
      status: outcome.paid === false ? "processing" : "succeeded",
      latest_charge: null,
      created: clock(),
    };
    const charge: Charge = {
      id: id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      // Stripe copies the payment intent's metadata to the charges it makes.
      metadata: intent.metadata,
      payment_intent: intent.id,
      paid: outcome.paid !== false,
      refunded: false,
      status: outcome.paid === false ? "pending" : "succeeded",
      created: clock(),
    };
    intent.latest_charge = charge.id;
    intents.set(intent.id, intent);
    charges.set(charge.id, charge);
    session.status = "complete";
    session.payment_status = outcome.paid === false ? "unpaid" : "paid";
    session.payment_intent = intent.id;
    session.url = null;
    return { session: publicSession(session), intent, charge };
  }

  function event(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
    return {
      id: options.id ?? id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: options.created ?? clock(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function deliver(made: unknown, options: { at?: Date; secret?: string } = {}) {
    const body = JSON.stringify(made, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? keys.webhookSecret,
      timestamp: Math.floor((options.at ?? new Date()).getTime() / 1000),
    });
    return { body, header };
  }

  /**
   * The hosted Checkout page of an open session (GET), and its Pay (POST):
   * the session paid, its events delivered to `settings.webhookUrl`, then
   * the browser sent to the success URL. Stripe delivers webhooks on its own
   * schedule, often after the redirect; here they are delivered (and their
   * answers checked) first, so that a browser test sees one outcome, not a race.
   */
  async function checkoutPage(method: string, sessionId: string, res: ServerResponse) {
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };
    const session = sessions.get(sessionId);
    if (session?.status !== "open")
      return html(404, checkoutHtml("Checkout", "<p>This payment page is no longer available.</p>"));
    if (method === "GET") return html(200, checkoutPageHtml(session));
    if (method !== "POST") return html(405, checkoutHtml("Checkout", "<p>Method not allowed.</p>"));
    if (!settings.webhookUrl)
      return html(
        500,
        checkoutHtml("Checkout", "<p>The stand-in has no webhook endpoint (settings.webhookUrl).</p>"),
      );
    const paid = paySession(sessionId);
    for (const made of [
      event("checkout.session.completed", paid.session),
      event("payment_intent.succeeded", paid.intent),
    ]) {
      const delivery = deliver(made);
      const answer = await fetch(settings.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": delivery.header },
        body: delivery.body,
      });
      if (!answer.ok)
        return html(
          502,
          checkoutHtml(
            "Checkout",
            `<p>The webhook endpoint answered ${made.type} with ${answer.status}: ${escapeXml(await answer.text())}</p>`,
          ),
        );
    }
    // Stripe puts the session's id in the success URL where it says {CHECKOUT_SESSION_ID}.
    html(303, "", { location: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) });
  }

  return {
    url: base,
    env: {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: base,
    },
    requests,
    /**
     * What the stand-in does next: the refunds POST /v1/refunds makes
     * (succeeded, a card's usually, or pending), and where the Checkout page's Pay delivers its events.
     */
    settings,
    /** The stand-in's clock in Unix seconds (objects' `created`, events' default timestamp). */
    setClock(now: () => number) {
      clock = now;
    },
    session: (sessionId: string) => publicSession(sessionOf(sessionId)),
    lineItems: (sessionId: string) => sessionOf(sessionId).lineItems,
    /** What Stripe does when the traveller pays on the Checkout page: the intent and its charge, the session complete. */
    pay: paySession,
    /** Stripe lets a session lapse (24 hours unpaid). */
    expire(sessionId: string) {
      const session = sessionOf(sessionId);
      session.status = "expired";
      session.url = null;
    },
    intentOf: (sessionId: string) => intents.get(sessionOf(sessionId).payment_intent ?? "") as Intent,
    chargeOf,
    refund: (refundId: string) => refunds.get(refundId),
    /** A pending refund that has now gone through (its charge.refund.updated follows). */
    settleRefund(refundId: string) {
      const made = refunds.get(refundId);
      if (!made) throw new Error(`no refund ${refundId}`);
      made.status = "succeeded";
      return made;
    },
    /** A refund made by staff in Stripe's dashboard: none of our metadata. */
    refundInDashboard(sessionId: string, amount: number) {
      return refund(chargeOf(sessionId), amount, {}, "succeeded", "requested_by_customer");
    },
    /** The payer's bank disputes the charge: the dispute Stripe opens (no metadata of ours). */
    dispute(sessionId: string) {
      const charge = chargeOf(sessionId);
      return {
        id: id("dp"),
        object: "dispute",
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        metadata: {},
        reason: "fraudulent",
        status: "needs_response",
        created: clock(),
      };
    },
    /** The charge as charge.refunded carries it: since API version 2022-11-15 without its refunds. */
    charge: (sessionId: string) => ({ ...chargeOf(sessionId) }),
    /** An event as Stripe builds it around an object. */
    event,
    /**
     * A webhook delivery of `event`: the body and its Stripe-Signature header,
     * signed as Stripe signs them (HMAC-SHA256 of "<t>.<body>" with the
     * endpoint's secret), at `at` (now unless said), or with another secret.
     */
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function publicSession(session: StandInSession) {
  const { intentData: _intentData, lineItems: _lineItems, ...rest } = session;
  return { ...rest };
}

function invalid(param: string, message: string) {
  return { status: 400, body: { error: { type: "invalid_request_error", param, message } } };
}

function missing(kind: string, objectId: string) {
  return {
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${kind}: '${objectId}'`,
      },
    },
  };
}

/** A form as Stripe reads it: bracketed keys become nested objects, numeric ones arrays. */
export function parseForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Json | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] as string);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Json;
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}

/** A page of the stand-in's Checkout: plain, and accessible enough to be used by role and name. */
function checkoutHtml(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeXml(title)}</title></head>
<body><main>${main}</main></body>
</html>`;
}

/** The session's page: what is bought, the amount, Pay, and the way back (the cancel URL). */
function checkoutPageHtml(session: StandInSession): string {
  const locale = session.locale ?? "en";
  const format = (minor: number) => {
    const currency = new Intl.NumberFormat(locale, { style: "currency", currency: session.currency });
    return currency.format(minor / 10 ** (currency.resolvedOptions().maximumFractionDigits ?? 2));
  };
  const items = session.lineItems
    .map((item) => `<li>${escapeXml(item.name)}: ${format(item.unitAmount * item.quantity)}</li>`)
    .join("");
  return checkoutHtml(
    "Checkout (Stripe stand-in)",
    `<h1>Pay ${escapeXml(format(session.amount_total))}</h1>
<ul aria-label="What you pay for">${items}</ul>
<p>${escapeXml(session.customer_email ?? "")}</p>
<form method="post" action="/c/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${escapeXml(session.cancel_url)}">Back</a></p>`,
  );
}
