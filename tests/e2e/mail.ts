import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { DATA_DIR } from "../../playwright.config";
import { parseMessage } from "../mailbox";

/**
 * The newest email to `to` that the server wrote to its mail folder (the
 * .eml fallback used when no SMTP server is set), waiting for the outbox.
 */
export async function readMail(
  to: string,
  matching: RegExp,
  subject: RegExp = /./,
): Promise<ReturnType<typeof parseMessage>> {
  const folder = path.join(DATA_DIR, "mail");
  let found: ReturnType<typeof parseMessage> | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.sort().reverse()) {
          const message = parseMessage(await readFile(path.join(folder, name), "utf8"));
          const addressed = message.headers.get("to")?.includes(to);
          if (
            addressed &&
            subject.test(message.headers.get("subject") ?? "") &&
            matching.test(message.text)
          ) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

/** The first link to `pathname` in a message, as a path on the site under test. */
export function linkTo(message: { text: string }, pathname: string): string {
  const match = new RegExp(`https?://\\S*${pathname}\\?token=[\\w.-]+`).exec(message.text);
  if (!match) throw new Error(`No ${pathname} link in the message`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
