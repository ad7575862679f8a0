import { afterAll, beforeAll } from "vitest";
import { startGoogleStandIn } from "./google-stand-in";
import { smtpUrl, startSmtpServer } from "./mailbox";
import { onceStarted, type RunningServer, startServer } from "./server";

export type AccountsServer = {
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  stop(): Promise<void>;
};

/**
 * The built server as the account tests need it: mail through an in-process
 * SMTP server, Google sign-in through a local stand-in, and sign-in limits
 * high enough that only the tests about limits meet them.
 */
export async function startAccountsServer(extraEnv: Record<string, string> = {}): Promise<AccountsServer> {
  const [smtp, google] = await Promise.all([
    startSmtpServer(),
    startGoogleStandIn("kilele-test-client", "s3cret"),
  ]);
  const server = await startServer({
    SMTP_URL: smtpUrl(smtp),
    ...google.env,
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "50",
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: "500",
    ...extraEnv,
  });
  return {
    server,
    smtp,
    google,
    async stop() {
      await server.stop();
      smtp.transport.close();
      await smtp.close();
      await google.close();
    },
  };
}

/**
 * `startAccountsServer` around this file's tests: started before them, stopped
 * after. Call at the top level of a test file.
 */
export function startAccountsServerForThisFile(): Omit<AccountsServer, "stop"> {
  let stack: AccountsServer | undefined;
  beforeAll(async () => {
    stack = await startAccountsServer();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });
  return {
    server: onceStarted(() => stack?.server, "the accounts server"),
    smtp: onceStarted(() => stack?.smtp, "the mail server"),
    google: onceStarted(() => stack?.google, "the Google stand-in"),
  };
}
