import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { DATA_DIR } from "../../playwright.config";
import { parseMessage } from "../mailbox";

/** Every email to `to` the server has written to its mail folder so far, newest first. */
export async function mailsTo(to: string): Promise<Array<ReturnType<typeof parseMessage>>> {
  const folder = path.join(DATA_DIR, "mail");
  const names = await readdir(folder).catch(() => [] as string[]);
  const messages: Array<ReturnType<typeof parseMessage>> = [];
  for (const name of names.sort().reverse()) {
    const message = parseMessage(await readFile(path.join(folder, name), "utf8"));
    if (message.headers.get("to")?.includes(to)) messages.push(message);
  }
  return messages;
}

/**
 * The newest email to `to` that the server wrote to its mail folder (the
 * .eml fallback used when no SMTP server is set), waiting for the outbox.
 */
export async function readMail(
  to: string,
  matching: RegExp,
  subject: RegExp = /./,
): Promise<ReturnType<typeof parseMessage>> {
  let found: ReturnType<typeof parseMessage> | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find(
          (message) => subject.test(message.headers.get("subject") ?? "") && matching.test(message.text),
        );
        return found !== undefined;
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
