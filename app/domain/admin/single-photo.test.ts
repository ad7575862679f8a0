import { describe, expect, it } from "vitest";
import { isPhotoPick, photoPickFor, pickedPhotoUrl } from "./single-photo";

const reader = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe("a single picture's picker", () => {
  it("keeps the address of the choice, never an overlong one", () => {
    expect(pickedPhotoUrl("/media/library/abc/640.webp | A lion")).toBe("/media/library/abc/640.webp");
    expect(pickedPhotoUrl("  ")).toBeNull();
    expect(pickedPhotoUrl(null)).toBeNull();
    expect(pickedPhotoUrl(`/x${"a".repeat(10_000)}`)).toBeNull();
    expect(isPhotoPick("addImage")).toBe(true);
    expect(isPhotoPick("save")).toBe(false);
  });

  it("with several pictures on one form, fills the field whose button was pressed", () => {
    const fields = ["featuredImage", "imageUrl"];
    const posted = {
      intent: "addImage:imageUrl",
      "pickImage:featuredImage": "/media/scenes/a.svg | A",
      "pickImage:imageUrl": "/media/scenes/b.svg | B",
    };
    expect(photoPickFor(reader(posted), fields)).toEqual({ field: "imageUrl", url: "/media/scenes/b.svg" });
    expect(photoPickFor(reader({ ...posted, intent: "addImage:featuredImage" }), fields)).toEqual({
      field: "featuredImage",
      url: "/media/scenes/a.svg",
    });
    // Nothing chosen: the pick is recognised, the field left as it was.
    expect(photoPickFor(reader({ intent: "addImage:imageUrl" }), fields)).toEqual({
      field: "imageUrl",
      url: null,
    });
  });

  it("is no pick for a save, an unnamed pick, or a field the form does not have", () => {
    const fields = ["imageUrl"];
    expect(photoPickFor(reader({ intent: "save" }), fields)).toBeNull();
    expect(photoPickFor(reader({ intent: "addImage" }), fields)).toBeNull();
    expect(photoPickFor(reader({ intent: "addImage:slug", "pickImage:slug": "/x | y" }), fields)).toBeNull();
  });
});
