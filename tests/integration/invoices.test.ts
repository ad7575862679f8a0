import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { customer, paidBooking } from "#tests/account-bookings";
import { locationOf, TestBrowser } from "#tests/browser";
import { createBooking } from "#tests/factories";
import { setUpSeededServer } from "#tests/seeded-server";
import { PASSWORD } from "#tests/sign-up";

// The invoice's download over HTTP against the built server (issue 14,
// section 6): the owner gets the PDF as a private attachment named after the
// reference, linked from the booking's page; anyone else, a draft and ids that
// are no booking get 404; signed out goes to sign-in.

async function addFixtures(db: Database) {
  const owner = await customer(db, "neema");
  const stranger = await customer(db, "mallory");
  const confirmed = await paidBooking(db, { userId: owner.id, leadFullName: "Neema Kimaro" });
  const draft = await createBooking(db, { userId: owner.id });
  return {
    owner,
    stranger,
    confirmed: { id: confirmed.booking.id, reference: confirmed.booking.reference },
    draft: { id: draft.id },
  };
}

const seeded = setUpSeededServer(addFixtures);

async function signedIn(who: "owner" | "stranger") {
  const browser = new TestBrowser(seeded.server.url);
  const response = await browser.post("/login", { email: seeded.fixtures[who].email, password: PASSWORD });
  expect(response.status, `sign-in of the ${who}`).toBe(302);
  return browser;
}

const invoicePath = (id: number | string) => `/account/bookings/${id}/invoice.pdf`;

describe("the invoice download", () => {
  it("gives the owner the booking's invoice as a private PDF attachment, linked from the booking", async () => {
    const browser = await signedIn("owner");
    const { confirmed } = seeded.fixtures;
    const page = await (await browser.get(`/account/bookings/${confirmed.id}`)).text();
    expect(page).toContain(`href="${invoicePath(confirmed.id)}"`);
    expect(page).toContain("Invoice (PDF)");

    const response = await browser.get(invoicePath(confirmed.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${confirmed.reference}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const pdf = new Uint8Array(await response.arrayBuffer());
    const parser = new PDFParse({ data: pdf });
    try {
      const { text } = await parser.getText();
      const words = text.replace(/\s+/g, " ");
      expect(words).toContain(confirmed.reference);
      expect(words).toContain("Neema Kimaro");
      expect(words).toContain("2 adults × $2,000.00");
      expect(words).toContain("Deposit $1,200.00");
    } finally {
      await parser.destroy();
    }
  });

  it("answers 404 for someone else's booking, a draft and ids that are no booking", async () => {
    const owner = await signedIn("owner");
    const stranger = await signedIn("stranger");
    const { confirmed, draft } = seeded.fixtures;
    expect((await stranger.get(invoicePath(confirmed.id))).status).toBe(404);
    expect((await owner.get(invoicePath(draft.id))).status).toBe(404);
    for (const id of ["0", "abc", "99999999999", "2147483647"])
      expect((await owner.get(invoicePath(id))).status, id).toBe(404);
  });

  it("sends the signed-out to sign-in, and back to the invoice after", async () => {
    const { confirmed } = seeded.fixtures;
    const response = await new TestBrowser(seeded.server.url).get(invoicePath(confirmed.id));
    expect(response.status).toBe(302);
    const location = decodeURIComponent(locationOf(response));
    expect(location).toMatch(/^\/login\?/);
    expect(location).toContain(invoicePath(confirmed.id));
  });
});
