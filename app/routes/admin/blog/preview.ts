import { MARKDOWN_PREVIEW_MAX } from "#app/domain/admin/markdown-preview";
import { previewMarkdown } from "#app/modules/admin/content/markdown-preview.server";
import { readForm } from "#app/modules/http/request-body.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/preview";

// The live preview of the Markdown editors (issue 16, item 1: the blog's,
// then the content pages'; domain/admin/markdown-preview.ts): staff post
// Markdown, the answer is the HTML the public page would render (cleaned,
// then the same renderMarkdown), as JSON. Nothing is saved; nothing is cached.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  // The body is capped before this (server/body-limit.ts); the content to a Markdown field's length.
  const form = await readForm(request, context);
  const content = form.get("content");
  if (typeof content !== "string" || content.length > MARKDOWN_PREVIEW_MAX) {
    return Response.json({ error: "invalid" }, { status: typeof content === "string" ? 413 : 400 });
  }
  return Response.json(
    { html: previewMarkdown(content) },
    { headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
  );
}
