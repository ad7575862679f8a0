import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/** The id of React Router's module script while it waits for the first paint. */
export const ROUTER_BOOT_ID = "router-boot";
/** A type browsers do not run: the module script stays inert until started. */
export const INERT_SCRIPT_TYPE = "text/x-router-boot";

/**
 * React Router's `<Scripts>`, started once the page has been painted.
 *
 * Every page is complete, working HTML before any script runs (links and
 * forms work without JavaScript), so on a slow phone connection the document,
 * its stylesheets and its largest picture should have the line to themselves;
 * the ~130 kB of modules that add interactivity come after them. React Router
 * would preload the modules and start its module script as soon as the HTML
 * names them, competing with the first paint. Here its module preloads and
 * module script are rendered inert, and a small inline script brings them to
 * life in the first animation frame: preloads for every module at once (no
 * waterfall), then the module script itself, which hydrates (decision 018).
 */
export function PageScripts(props: ScriptsProps) {
  // `Scripts` is a function component made of hooks: calling it here runs
  // those hooks as this component's own and returns elements to adjust.
  const modules: string[] = [];
  const scripts = deferUntilPainted(Scripts(props), modules);
  if (scripts === null) return null;
  return (
    <>
      {scripts}
      <script
        nonce={props.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script; the URLs are the build's own
        dangerouslySetInnerHTML={{ __html: routerBootScript(modules) }}
      />
    </>
  );
}

/** Drops the module preloads (their URLs go to `modules`) and makes the module script inert. */
function deferUntilPainted(node: ReactNode, modules: string[]): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; href?: string; type?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload" && element.props.href) {
    modules.push(element.props.href);
    return null;
  }
  if (element.type === "script" && element.props.type === "module") {
    return cloneElement(element as ReactElement<{ type?: string; id?: string }>, {
      type: INERT_SCRIPT_TYPE,
      id: ROUTER_BOOT_ID,
    });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(
    element,
    undefined,
    Children.map(element.props.children, (child) => deferUntilPainted(child, modules)),
  );
}

/**
 * How long the boot waits for a first frame before starting anyway. A tab
 * opened in the background never paints, so it never gets an animation frame
 * and would stay inert until shown; timers still run there (throttled to about
 * once a second). In a visible tab the frame comes long before this: the
 * inline script runs once the stylesheets have loaded, and the frame follows.
 */
export const BOOT_FALLBACK_MS = 1000;

/**
 * Rendering waits for the stylesheets and so does the first animation frame;
 * the timeout inside it runs once that frame is painted. Without a frame the
 * fallback timer starts it; whichever comes first, it starts once. A script
 * created by this nonce'd script is trusted through the policy's 'strict-dynamic'.
 */
export function routerBootScript(modules: string[]) {
  const urls = JSON.stringify(modules).replace(/</g, "\\u003c");
  return `(function(){var started=false;function boot(){if(started)return;started=true;var d=document,b=d.getElementById("${ROUTER_BOOT_ID}");if(!b)return;${urls}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.textContent=b.textContent;d.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,${BOOT_FALLBACK_MS})})()`;
}
