import { describe, expect, it } from "vitest";
import { bookingExtras, bookingTravellers } from "#app/db/schema/index";
import { addDays, officeToday } from "#app/domain/dates";
import { heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createTour, createTourExtra } from "#tests/factories";
import { loadManifest } from "./manifest.server";

// The manifest of a departure: who travels, from the bookings that took seats.

const database = setUpTestDatabase();
const db = () => database().db;

describe("loadManifest", () => {
  it("lists the travellers of confirmed, paid and completed bookings with what the guides need", async () => {
    const tour = await createTour(db(), { durationDays: 5 });
    const start = addDays(officeToday(), 60);
    const departure = await createDeparture(db(), {
      tourId: tour.id,
      startDate: start,
      endDate: addDays(start, 4),
      capacity: 12,
      seatsTaken: 3,
    });
    const confirmed = await createBooking(db(), {
      departureId: departure.id,
      status: "confirmed",
      adults: 2,
      seatCount: 2,
      rooms: { double: 1 },
      dietaryRequirements: "Vegetarian",
      emergencyContactName: "Maria Silva",
      emergencyContactRelation: "sister",
      emergencyContactPhone: "+351 912 345 678",
      specialRequests: "Arriving on KQ 100 at 14:05",
    });
    const paid = await createBooking(db(), {
      departureId: departure.id,
      status: "paid",
      adults: 1,
      seatCount: 1,
    });
    // Not on the manifest: a draft, a cancelled booking.
    const draft = await createBooking(db(), { departureId: departure.id, status: "draft" });
    const cancelled = await createBooking(db(), { departureId: departure.id, status: "cancelled" });
    await db()
      .insert(bookingTravellers)
      .values([
        {
          bookingId: confirmed.id,
          position: 1,
          kind: "adult",
          firstName: "Ana",
          lastName: "Silva",
          dateOfBirth: addDays(start, -365 * 40),
          nationality: "PT",
          passportNumber: "P1234567",
          // Runs out three months after the trip: flagged.
          passportExpiry: addDays(start, 95),
        },
        {
          bookingId: confirmed.id,
          position: 2,
          kind: "adult",
          firstName: "João",
          lastName: "Silva",
          passportExpiry: addDays(start, 800),
        },
        { bookingId: paid.id, position: 1, kind: "adult", firstName: "Li", lastName: "Wei" },
        { bookingId: draft.id, position: 1, kind: "adult", firstName: "Drafty" },
        { bookingId: cancelled.id, position: 1, kind: "adult", firstName: "Gone" },
      ]);
    const transfer = await createTourExtra(db(), {
      tourId: tour.id,
      key: "airport-transfer",
      label: { en: "Airport transfer", de: "Flughafentransfer" },
    });
    await db().insert(bookingExtras).values({
      bookingId: confirmed.id,
      tourExtraId: transfer.id,
      label: transfer.label,
      basis: "per_person",
      unitPriceCents: 4_500,
      count: 2,
      amountCents: 9_000,
    });
    // A hold waiting for its payment: counted, not listed.
    await heldBooking(db(), { departureId: departure.id, adults: 2, rooms: { twin: 1 } });

    const manifest = await loadManifest(departure.id, "de");
    expect(manifest?.heldSeats).toBe(2);
    expect(manifest?.travellers.map((row) => row.name).sort()).toEqual(["Ana Silva", "João Silva", "Li Wei"]);
    const ana = manifest?.travellers.find((row) => row.name === "Ana Silva");
    expect(ana).toMatchObject({
      reference: confirmed.reference,
      age: 39,
      nationality: "PT",
      passportNumber: "P1234567",
      passportTooSoon: true,
      dietary: "Vegetarian",
      emergencyContact: "Maria Silva (sister) +351 912 345 678",
      rooms: { double: 1 },
      extras: "Flughafentransfer ×2",
      specialRequests: "Arriving on KQ 100 at 14:05",
    });
    expect(manifest?.travellers.find((row) => row.name === "João Silva")?.passportTooSoon).toBe(false);
  });

  it("answers null for a departure that does not exist", async () => {
    expect(await loadManifest(999_999, "en")).toBeNull();
  });
});
