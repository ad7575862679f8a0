import { describe, expect, it } from "vitest";
import { hasRole, requireRole } from "./session.server";

describe("roles", () => {
  it("ranks customer < staff < admin: a higher role may do what a lower one may", () => {
    expect(hasRole({ role: "admin" }, "staff")).toBe(true);
    expect(hasRole({ role: "admin" }, "admin")).toBe(true);
    expect(hasRole({ role: "staff" }, "staff")).toBe(true);
    expect(hasRole({ role: "staff" }, "admin")).toBe(false);
    expect(hasRole({ role: "customer" }, "staff")).toBe(false);
    expect(hasRole({ role: "customer" }, "customer")).toBe(true);
    expect(hasRole(null, "customer")).toBe(false);
  });

  it("sends a signed-out visitor to /login and back, whatever the role asked", async () => {
    const request = new Request("http://localhost/admin/tours?page=2");
    const thrown = await requireRole(request, { clientIp: "127.0.0.1", language: "en" }, "admin").catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/login\?/);
  });
});
