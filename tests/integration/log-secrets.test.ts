import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationOf, TestBrowser } from "#tests/browser";
import { smtpUrl, startSmtpServer, waitForMail } from "#tests/mailbox";
import { type RunningServer, startServer } from "#tests/server";
import { signedUp, uniqueEmail } from "#tests/sign-up";

// The real server's log after a verification, a password reset and an
// unsubscribe link: the request lines still name each page, but no token and
// no email address appears anywhere in it (request lines, Better Auth's own
// lines, errors).

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtpUrl(smtp), LOG_LEVEL: "debug" });
});

afterAll(async () => {
  await server?.stop();
  smtp?.transport.close();
  await smtp?.close();
});

/** The path and query of the first link to `path` in a mail's text. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9._-]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe("the server's log", () => {
  it("names the pages of a reset flow but holds none of its tokens and no address", async () => {
    const email = uniqueEmail("logged.traveller");
    await signedUp(server.url, email);
    const verify = linkIn((await waitForMail(smtp.state, email)).text, "/verify-email");
    expect((await new TestBrowser(server.url).get(verify)).status).toBe(200);

    expect(
      (await new TestBrowser(server.url).post("/reset-password", { intent: "request", email })).status,
    ).toBe(200);
    const reset = linkIn((await waitForMail(smtp.state, email)).text, "/reset-password");
    const resetToken = new URL(reset, server.url).searchParams.get("token") ?? "";
    expect((await new TestBrowser(server.url).get(reset)).status).toBe(200);
    const done = await new TestBrowser(server.url).post(reset, {
      intent: "reset",
      token: resetToken,
      password: "Tarangire-Twiga-Jioni",
      confirmPassword: "Tarangire-Twiga-Jioni",
    });
    expect(locationOf(done)).toBe("/login?notice=passwordChanged");
    // A used link again (Better Auth logs the refusal), and a forged unsubscribe link.
    await new TestBrowser(server.url).get(reset);
    await new TestBrowser(server.url).post(reset, {
      intent: "reset",
      token: resetToken,
      password: "Tarangire-Twiga-Jioni",
      confirmPassword: "Tarangire-Twiga-Jioni",
    });
    const forged = "forged-unsubscribe-token-4711";
    await new TestBrowser(server.url).get(`/unsubscribe?email=${encodeURIComponent(email)}&token=${forged}`);
    // The last request's log line is written once its response has finished.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const log = server.logs.join("\n");
    const verifyToken = new URL(verify, server.url).searchParams.get("token") ?? "";
    for (const secret of [resetToken, verifyToken, forged, email, encodeURIComponent(email)]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
    // The lines are still there, saying which page was asked for.
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/verify-email?token=[redacted]"');
    expect(log).toContain('"url":"/unsubscribe?email=[redacted]&token=[redacted]"');
  });
});
