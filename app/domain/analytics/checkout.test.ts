import { describe, expect, it } from "vitest";
import { continuesBooking } from "./checkout";

describe("leaving a booking", () => {
  it.each(["/booking", "/booking/success", "/booking/cancel", "/mock-payment", "/login"])(
    "%s carries the booking on",
    (path) => expect(continuesBooking(path)).toBe(true),
  );

  it.each(["/", "/tours/serengeti", "/account", "/bookings", "/booking-guide", "/contact"])(
    "%s leaves it",
    (path) => expect(continuesBooking(path)).toBe(false),
  );
});
