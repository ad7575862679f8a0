import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function Page() {
  return <p>the page</p>;
}

function Child() {
  return <p>child</p>;
}

/**
 * The root route's ErrorBoundary, rendered the way the server renders a page
 * whose root loader failed: the shell is gone, so it must stand alone.
 */
async function renderRootFailure(url: string, fail: () => never): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: fail,
      Component: Page,
      ErrorBoundary,
      children: [{ path: "*", Component: Child }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://127.0.0.1${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("the root error fallback", () => {
  it("says 'Something went wrong' with a 'Reload Page' link to the same address", async () => {
    const html = await renderRootFailure("/tours?page=2", () => {
      throw new Error("database down");
    });
    expect(html).toMatch(/<h1>Something went wrong<\/h1>/);
    expect(html).toMatch(/<a class="btn btn-primary" href="\/tours\?page=2">Reload Page<\/a>/);
    expect(html).toContain("500");
    expect(html).not.toContain("the page");
    // Not the route-level fallback's wording.
    expect(html).not.toContain("Oops!");
  });

  it("shows the status of an error response", async () => {
    const html = await renderRootFailure("/", () => {
      throw data("gone", { status: 503 });
    });
    expect(html).toContain("Something went wrong");
    expect(html).toContain("503");
    expect(html).toContain("Reload Page");
  });
});
