import { describe, expect, it } from "vitest";
import {
  availabilityLabel,
  type DepartureSeats,
  isBookable,
  overallAvailability,
  SCHEMA_AVAILABILITY,
  seatsLeft,
} from "./availability";

const options = { limitedSeats: 4, today: "2026-03-01" };

function departure(overrides: Partial<DepartureSeats> = {}): DepartureSeats {
  return { startDate: "2026-04-10", capacity: 10, seatsTaken: 0, status: "scheduled", ...overrides };
}

describe("availabilityLabel", () => {
  it("is available with plenty of seats", () => {
    expect(availabilityLabel(departure({ seatsTaken: 2 }), options)).toBe("available");
    expect(availabilityLabel(departure({ seatsTaken: 5 }), options)).toBe("available");
  });

  it("is limited at or below the configured seats left", () => {
    expect(availabilityLabel(departure({ seatsTaken: 6 }), options)).toBe("limited");
    expect(availabilityLabel(departure({ seatsTaken: 9 }), options)).toBe("limited");
    expect(availabilityLabel(departure({ seatsTaken: 6 }), { ...options, limitedSeats: 3 })).toBe(
      "available",
    );
  });

  it("uses the departure's own threshold when staff set one, the default otherwise", () => {
    expect(availabilityLabel(departure({ seatsTaken: 4, limitedSeats: 6 }), options)).toBe("limited");
    expect(availabilityLabel(departure({ seatsTaken: 7, limitedSeats: 2 }), options)).toBe("available");
    expect(availabilityLabel(departure({ seatsTaken: 7, limitedSeats: 0 }), options)).toBe("available");
    expect(availabilityLabel(departure({ seatsTaken: 7, limitedSeats: null }), options)).toBe("limited");
  });

  it("is not limited when nothing is sold yet, even on a small tour", () => {
    expect(availabilityLabel(departure({ capacity: 4 }), options)).toBe("available");
    expect(availabilityLabel(departure({ capacity: 4, seatsTaken: 1 }), options)).toBe("limited");
  });

  it("is fully booked with no seat left (and with bad data over capacity)", () => {
    expect(availabilityLabel(departure({ seatsTaken: 10 }), options)).toBe("fully_booked");
    expect(availabilityLabel(departure({ seatsTaken: 12 }), options)).toBe("fully_booked");
  });

  it("is closed when closed, cancelled or already started", () => {
    expect(availabilityLabel(departure({ status: "closed" }), options)).toBe("closed");
    expect(availabilityLabel(departure({ status: "cancelled" }), options)).toBe("closed");
    expect(availabilityLabel(departure({ startDate: "2026-03-01" }), options)).toBe("closed");
    expect(availabilityLabel(departure({ startDate: "2025-12-24" }), options)).toBe("closed");
  });

  it("is on request when the office confirms by hand", () => {
    expect(availabilityLabel(departure({ status: "on_request" }), options)).toBe("on_request");
    // A started departure is closed, whatever its status.
    expect(availabilityLabel(departure({ status: "on_request", startDate: "2026-02-01" }), options)).toBe(
      "closed",
    );
  });

  it("treats a zero or negative threshold as never limited", () => {
    expect(availabilityLabel(departure({ seatsTaken: 9 }), { ...options, limitedSeats: 0 })).toBe(
      "available",
    );
    expect(availabilityLabel(departure({ seatsTaken: 9 }), { ...options, limitedSeats: -2 })).toBe(
      "available",
    );
  });
});

describe("helpers", () => {
  it("counts seats left, never below zero", () => {
    expect(seatsLeft({ capacity: 8, seatsTaken: 3 })).toBe(5);
    expect(seatsLeft({ capacity: 8, seatsTaken: 11 })).toBe(0);
    expect(seatsLeft({ capacity: 8, seatsTaken: -1 })).toBe(8);
  });

  it("does not sell the seats of a live hold", () => {
    expect(seatsLeft({ capacity: 8, seatsTaken: 3, seatsHeld: 2 })).toBe(3);
    expect(seatsLeft({ capacity: 8, seatsTaken: 6, seatsHeld: 4 })).toBe(0);
    expect(availabilityLabel(departure({ capacity: 10, seatsTaken: 4, seatsHeld: 6 }), options)).toBe(
      "fully_booked",
    );
  });

  it("says which labels can be booked", () => {
    expect(isBookable("available")).toBe(true);
    expect(isBookable("limited")).toBe(true);
    expect(isBookable("on_request")).toBe(true);
    expect(isBookable("fully_booked")).toBe(false);
    expect(isBookable("closed")).toBe(false);
  });

  it("picks the best label for the whole tour", () => {
    expect(overallAvailability(["fully_booked", "limited", "closed"])).toBe("limited");
    expect(overallAvailability(["fully_booked", "available"])).toBe("available");
    expect(overallAvailability(["fully_booked", "closed"])).toBe("fully_booked");
    expect(overallAvailability([])).toBe("on_request");
  });

  it("maps every label to schema.org", () => {
    expect(SCHEMA_AVAILABILITY.available).toBe("https://schema.org/InStock");
    expect(SCHEMA_AVAILABILITY.fully_booked).toBe("https://schema.org/SoldOut");
  });
});
