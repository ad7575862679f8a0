/**
 * Whether a page carries a booking on (decision 102): the wizard's own steps
 * and outcome pages, the sandbox's payment page, and sign-in (where an
 * expired session sends a traveller, who comes back). Leaving the wizard for
 * any other page of the site, unpaid, is the spec's "abandoned booking".
 */
export function continuesBooking(pathname: string): boolean {
  return (
    pathname === "/booking" ||
    pathname.startsWith("/booking/") ||
    pathname === "/mock-payment" ||
    pathname === "/login"
  );
}
