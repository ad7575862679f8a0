import { describe, expect, it } from "vitest";
import { readMoveIntent } from "./move-intent";
import { pickedPhotoUrl } from "./single-photo";
import { readTestimonialForm, testimonialFormValues } from "./testimonials";
import { TESTIMONIAL_LIMITS } from "./testimonials-fields";

// The testimonials editor's form (issue 16, item 1): what is saved, what is
// refused beside which field, and the media picker's post-back.

const TODAY = "2026-03-10";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return readTestimonialForm((name) => form.get(name), TODAY);
}

const VALID = {
  clientName: "  Anna   K. ",
  country: " Germany ",
  content: "Leopards on day one.\r\n\r\nLions on day two.",
  rating: "4",
  date: "2026-03-10",
  tourId: "12",
  tourName: "",
  avatarUrl: "/media/library/abc123/480.webp",
  isActive: "on",
  "translations.de.content": "Leoparden am ersten Tag.",
  intent: "save",
};

describe("the testimonial form", () => {
  it("reads a testimonial to save: trimmed, plain text, with its translation", () => {
    const read = post(VALID);
    expect(read).toMatchObject({ kind: "save" });
    if (read.kind !== "save") return;
    expect(read.input).toEqual({
      clientName: "Anna K.",
      country: "Germany",
      content: "Leopards on day one.\n\nLions on day two.",
      rating: 4,
      date: "2026-03-10",
      tourId: 12,
      tourName: null,
      avatarUrl: "/media/library/abc123/480.webp",
      isActive: true,
      isFeatured: false,
      translations: { de: { content: "Leoparden am ersten Tag." } },
    });
  });

  it("keeps optional fields empty as none, and hidden when unticked", () => {
    const read = post({ clientName: "Li Wei", content: "Great.", rating: "5", tourId: "", date: "" });
    expect(read).toMatchObject({
      kind: "save",
      input: { country: null, date: null, tourId: null, avatarUrl: null, isActive: false, isFeatured: false },
    });
  });

  it("names each refused field", () => {
    const read = post({
      clientName: " ",
      content: "",
      rating: "6",
      date: "2026-03-11",
      tourId: "twelve",
      avatarUrl: "javascript:alert(1)",
      country: "x".repeat(TESTIMONIAL_LIMITS.country + 1),
    });
    expect(read).toMatchObject({
      kind: "refused",
      fieldErrors: {
        clientName: "admin-testimonials:errors.clientNameRequired",
        content: "admin-testimonials:errors.contentRequired",
        rating: "admin-testimonials:errors.rating",
        date: "admin-testimonials:errors.date",
        tourId: "admin-testimonials:errors.tour",
        avatarUrl: "admin-content:errors.singleImageUrl",
        country: "admin-content:errors.tooLong",
      },
    });
  });

  it("refuses impossible and too old days, and overlong text", () => {
    for (const date of ["2026-02-30", "1989-12-31", "10/03/2026"]) {
      expect(post({ ...VALID, date })).toMatchObject({
        fieldErrors: { date: "admin-testimonials:errors.date" },
      });
    }
    expect(post({ ...VALID, content: "a".repeat(TESTIMONIAL_LIMITS.content + 1) })).toMatchObject({
      fieldErrors: { content: "admin-content:errors.tooLong" },
    });
  });

  it("caps a translation at the testimonial's own size, not Markdown's", () => {
    const read = post({ ...VALID, "translations.fr.content": "b".repeat(TESTIMONIAL_LIMITS.content + 500) });
    expect(read.kind === "save" && read.input.translations.fr?.content).toHaveLength(
      TESTIMONIAL_LIMITS.content,
    );
  });

  it("sets the avatar from the media picker without saving", () => {
    const read = post({
      ...VALID,
      clientName: "",
      intent: "addImage",
      pickImage: "/media/library/k9/960.webp | A face",
    });
    expect(read).toEqual({
      kind: "picked",
      values: expect.objectContaining({ clientName: "", avatarUrl: "/media/library/k9/960.webp" }),
    });
    expect(post({ ...VALID, intent: "addImage", pickImage: "" })).toMatchObject({
      kind: "picked",
      values: { avatarUrl: VALID.avatarUrl },
    });
  });

  it("shows a stored testimonial in the form", () => {
    expect(
      testimonialFormValues({
        clientName: "Anna",
        country: null,
        content: "Hi",
        rating: 3,
        date: null,
        tourId: 7,
        tourName: null,
        avatarUrl: null,
        isActive: false,
        isFeatured: true,
        translations: { zh: { content: "你好" } },
      }),
    ).toEqual({
      clientName: "Anna",
      country: "",
      content: "Hi",
      rating: "3",
      date: "",
      tourId: "7",
      tourName: "",
      avatarUrl: "",
      isActive: false,
      isFeatured: true,
      translations: { zh: { content: "你好" } },
    });
  });
});

describe("the shared list and photo helpers", () => {
  it("reads the up and down buttons", () => {
    expect(readMoveIntent("move-up:12")).toEqual({ id: 12, direction: "up" });
    expect(readMoveIntent("move-down:3")).toEqual({ id: 3, direction: "down" });
    for (const bad of ["move-up:0", "move-left:3", "move-up:", "move-up:1234567890", 5, null]) {
      expect(readMoveIntent(bad)).toBeNull();
    }
  });

  it("takes the address of the picker's choice", () => {
    expect(pickedPhotoUrl(" /media/library/a1/480.webp | Alt text ")).toBe("/media/library/a1/480.webp");
    expect(pickedPhotoUrl("/media/scenes/lion.0.svg")).toBe("/media/scenes/lion.0.svg");
    expect(pickedPhotoUrl("")).toBeNull();
    expect(pickedPhotoUrl(" | only alt")).toBeNull();
    expect(pickedPhotoUrl("x".repeat(3000))).toBeNull();
    expect(pickedPhotoUrl(null)).toBeNull();
  });
});
