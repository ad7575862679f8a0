import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { stylesheetPreloadLinks } from "./preload-links.server";

function context(routes: Record<string, string[] | undefined>, matched: string[]) {
  return {
    manifest: {
      routes: Object.fromEntries(Object.entries(routes).map(([id, css]) => [id, { id, css }])),
    },
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
  } as unknown as Pick<EntryContext, "manifest" | "staticHandlerContext">;
}

describe("stylesheetPreloadLinks", () => {
  it("lists the matched routes' stylesheets in route order, each once", () => {
    const links = stylesheetPreloadLinks(
      context(
        {
          root: ["/assets/root.css"],
          layout: undefined,
          tours: ["/assets/tours.css", "/assets/tour-card.css"],
          other: ["/assets/other.css"],
        },
        ["root", "layout", "tours"],
      ),
    );
    expect(links).toEqual([
      "</assets/root.css>; rel=preload; as=style",
      "</assets/tours.css>; rel=preload; as=style",
      "</assets/tour-card.css>; rel=preload; as=style",
    ]);
  });

  it("is empty when no matched route has CSS", () => {
    expect(stylesheetPreloadLinks(context({ root: [] }, ["root", "missing"]))).toEqual([]);
  });
});
