import { describe, expect, it } from "vitest";
import {
  budgetFailures,
  pageBudget,
  type RouteBundle,
  type RouterManifest,
  routeBundles,
} from "./perf-bundle.mjs";

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

describe("the framework's share", () => {
  const framework: RouterManifest = {
    entry: {
      module: "/assets/entry.client-a1.js",
      imports: ["/assets/framework-B2c_3.js", "/assets/shell-d4.js"],
    },
    routes: {
      root: { id: "root", path: "", module: "/assets/root-e5.js", imports: ["/assets/framework-B2c_3.js"] },
      "routes/site/home": {
        id: "routes/site/home",
        parentId: "root",
        index: true,
        module: "/assets/home-f6.js",
      },
    },
  };
  const size: Record<string, number> = {
    "/assets/entry.client-a1.js": 1,
    "/assets/framework-B2c_3.js": 100,
    "/assets/shell-d4.js": 10,
    "/assets/root-e5.js": 20,
    "/assets/home-f6.js": 5,
  };
  const rows = routeBundles(framework, null, (url) => size[url] ?? 0);

  it("counts the framework chunk once, apart from ours", () => {
    const home = rows.find((r) => r.id === "routes/site/home");
    expect(home?.frameworkBytes).toBe(100);
    expect(home?.initialBytes).toBe(1 + 100 + 10 + 20 + 5);
  });

  it("tells pages from layouts", () => {
    expect(rows.map((r) => [r.id, r.page])).toEqual([
      ["root", false],
      ["routes/site/home", true],
    ]);
  });
});

describe("the budget (decision 045)", () => {
  const kB = 1024;
  const row = (id: string, path: string, ours: number, framework = 100 * kB): RouteBundle => ({
    id,
    path,
    page: true,
    ownBytes: 0,
    initialBytes: ours + framework,
    frameworkBytes: framework,
  });

  it("allows our code 30 kB gzipped on the home page, the tour list and a tour page, 40 kB elsewhere", () => {
    expect(pageBudget({ id: "routes/site/home", path: "/" }).oursKb).toBe(30);
    expect(pageBudget({ id: "routes/site/tours/index", path: "tours" }).oursKb).toBe(30);
    expect(pageBudget({ id: "routes/site/tours/detail", path: "tours/:tour" }).oursKb).toBe(30);
    expect(pageBudget({ id: "routes/site/auth/login", path: "login" }).oursKb).toBe(40);
    expect(pageBudget({ id: "routes/admin/dashboard", path: "admin" }).oursKb).toBe(40);
  });

  it("holds every public page to 125 kB brotli in all, not the signed-in areas", () => {
    expect(pageBudget({ id: "routes/site/auth/register", path: "register" }).totalKb).toBe(125);
    expect(pageBudget({ id: "routes/site/conversations/unsubscribe", path: "unsubscribe" }).totalKb).toBe(
      125,
    );
    expect(pageBudget({ id: "routes/site/account/index", path: "account" }).totalKb).toBeNull();
    expect(pageBudget({ id: "routes/admin/dashboard", path: "admin" }).totalKb).toBeNull();
  });

  it("passes pages within both limits", () => {
    const rows = [row("routes/site/home", "/", 30 * kB), row("routes/site/pages/about", "about", 40 * kB)];
    expect(
      budgetFailures(
        rows,
        rows.map((r) => ({ ...r, initialBytes: 125 * kB })),
      ),
    ).toEqual([]);
  });

  it("fails a page over its share of our code, and one over the total", () => {
    const gzip = [
      row("routes/site/home", "/", 31 * kB),
      row("routes/site/pages/about", "about", 39 * kB),
      row("routes/site/auth/login", "login", 20 * kB),
    ];
    const brotli = gzip.map((r) => ({ ...r, initialBytes: (r.id.endsWith("login") ? 126 : 110) * kB }));
    expect(budgetFailures(gzip, brotli)).toEqual([
      "/ (routes/site/home): our JavaScript is 31 kB gzipped, over 30 kB",
      "/login (routes/site/auth/login): initial JavaScript is 126 kB brotli, over 125 kB",
    ]);
  });

  it("does not hold layouts or signed-in pages to the total", () => {
    const gzip = [
      { ...row("routes/site/layout", "/", 50 * kB), page: false },
      row("routes/site/account/index", "account", 20 * kB),
    ];
    expect(
      budgetFailures(
        gzip,
        gzip.map((r) => ({ ...r, initialBytes: 200 * kB })),
      ),
    ).toEqual([]);
  });
});
