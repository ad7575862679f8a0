import { describe, expect, it } from "vitest";
import { type RouterManifest, routeBundles } from "./perf-bundle.mjs";

const manifest: RouterManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root.js",
      imports: ["/assets/react.js", "/assets/i18n.js"],
    },
    "routes/site/layout": { id: "routes/site/layout", parentId: "root", module: "/assets/layout.js" },
    "routes/site/home": {
      id: "routes/site/home",
      parentId: "routes/site/layout",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/i18n.js", "/assets/card.js"],
    },
    "routes/api/rates": {
      id: "routes/api/rates",
      parentId: "root",
      path: "api/rates",
      module: "/assets/rates.js",
      hasDefaultExport: false,
    },
  },
};

const sizes: Record<string, number> = {
  "/assets/manifest.js": 1,
  "/assets/entry.js": 10,
  "/assets/react.js": 100,
  "/assets/root.js": 20,
  "/assets/i18n.js": 30,
  "/assets/layout.js": 5,
  "/assets/home.js": 7,
  "/assets/card.js": 3,
};

describe("routeBundles", () => {
  const rows = routeBundles(manifest, "/assets/manifest.js", (url) => sizes[url] ?? 0);

  it("counts a route's own chunk and its imports", () => {
    expect(rows.find((r) => r.id === "routes/site/home")?.ownBytes).toBe(7 + 30 + 3);
  });

  it("counts a first visit's chunks once: manifest, entry, ancestors and the route", () => {
    expect(rows.find((r) => r.id === "routes/site/home")?.initialBytes).toBe(
      1 + 10 + 100 + 20 + 30 + 5 + 7 + 3,
    );
  });

  it("leaves the manifest file out when the first visit does not fetch it (lazy route discovery)", () => {
    const lazy = routeBundles(manifest, null, (url) => sizes[url] ?? 0);
    expect(lazy.find((r) => r.id === "routes/site/home")?.initialBytes).toBe(10 + 100 + 20 + 30 + 5 + 7 + 3);
  });

  it("leaves out resource routes, which load no JavaScript", () => {
    expect(rows.map((r) => r.id)).toEqual(["root", "routes/site/home", "routes/site/layout"]);
  });
});
