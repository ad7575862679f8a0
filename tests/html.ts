// Reading the server-rendered HTML of the site's pages in integration tests.

/** Tour cards of a page: id (from the heart's form), link, title and whether the heart is pressed. */
export function tourCards(html: string) {
  return html
    .split('<article class="tour-card"')
    .slice(1)
    .map((article) => ({
      id: Number(/name="tourId" value="(\d+)"/.exec(article)?.[1] ?? Number.NaN),
      href: /href="(\/tours\/[^"]+)"/.exec(article)?.[1] ?? "",
      title: /class="tour-card__link"[^>]*>([^<]+)</.exec(article)?.[1] ?? "",
      pressed: /aria-pressed="true"/.test(article),
    }));
}
