import { isSelfHostedFont } from "#app/domain/font-stacks";
import webFontsHref from "#app/styles/web-fonts.css?url";

/**
 * Loads Inter and Fraunces without holding up the page. Text first paints in
 * the metric-matched fallback faces of app.css (same widths and heights, so
 * nothing moves when the web fonts swap in), and the ~85 kB of font files are
 * fetched only after the page has loaded: on a slow phone connection they no
 * longer compete with the stylesheets, the largest picture and the scripts.
 * (A returning visitor's browser has them in its cache, so they swap in right
 * after the load event; a "fonts are cached" flag in local storage was tried
 * and dropped: storage outlives the HTTP cache, and a stale flag brings the
 * competition back.) Without JavaScript, the noscript link loads them the
 * usual way.
 * When staff choose other fonts in the branding, neither bundled font is used
 * and nothing is loaded (decision 018).
 */
export function WebFonts({ nonce, fonts }: { nonce: string; fonts: { heading: string; body: string } }) {
  // Either bundled font in either place (staff may make Inter the heading font) needs the stylesheet.
  if (!isSelfHostedFont(fonts.body) && !isSelfHostedFont(fonts.heading)) return null;
  return (
    <>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script with a build-time URL
        dangerouslySetInnerHTML={{ __html: webFontsLoader(webFontsHref) }}
      />
      <noscript>
        <link rel="stylesheet" href={webFontsHref} />
      </noscript>
    </>
  );
}

/** The inline script: a script-inserted stylesheet never blocks rendering. */
export function webFontsLoader(href: string) {
  return `addEventListener("load",function(){var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(href)};document.head.appendChild(l)})`;
}
