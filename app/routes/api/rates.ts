import type { LoaderFunctionArgs } from "react-router";
import { db } from "#app/db/client.server";
import { getRates } from "#app/modules/rates/rates.server";

/**
 * `GET /api/rates`: the display exchange rates (USD base) for the currency
 * picker and offline pages. getRates never throws and answers within the rates
 * time-out; browsers and CDNs may keep the answer for 5 minutes.
 */
export async function loader(_args: LoaderFunctionArgs) {
  const { base, rates, timestamp, source } = await getRates(db());
  return Response.json(
    { base, rates, timestamp, source },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
