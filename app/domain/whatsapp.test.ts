import { describe, expect, it } from "vitest";
import { telLink, whatsappLink } from "./whatsapp";

describe("contact links", () => {
  it("strips every non-digit from the WhatsApp number and encodes the message", () => {
    expect(whatsappLink("+255 (754) 123-456", "Hello! Safari?")).toBe(
      "https://wa.me/255754123456?text=Hello!%20Safari%3F",
    );
  });

  it("keeps the plus in tel: links", () => {
    expect(telLink("+255 754 123 456")).toBe("tel:+255754123456");
  });
});
