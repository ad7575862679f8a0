import "#app/styles/admin-blog.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextArea } from "#app/components/ui/form";
import { MARKDOWN_PREVIEW_PATH } from "#app/domain/admin/markdown-preview";

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The Markdown preview beside an editor: the HTML the public page would
 * show, rendered by the server (the same renderMarkdown). Without JavaScript
 * it is what the Preview button posted back; with it, it follows the typing
 * (debounced), through the staff-only preview address.
 */
function useLivePreview(initial: string | null) {
  const [html, setHtml] = useState<string | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const markdown = event.currentTarget.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      try {
        const response = await fetch(MARKDOWN_PREVIEW_PATH, {
          method: "POST",
          body: new URLSearchParams({ content: markdown }),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (!response.ok) return;
        const answer = (await response.json()) as { html?: unknown };
        if (ticket === latest.current && typeof answer.html === "string") setHtml(answer.html);
      } catch {
        // Offline or refused: the last preview stays; the Preview button still works.
      }
    }, PREVIEW_DELAY_MS);
  };
  return { html, onInput };
}

/**
 * A Markdown field with its live preview beside it (the blog's content, a
 * content page's body): the textarea, and a panel with the HTML the public
 * page would show and a Preview button (`intent=preview`) that posts the
 * form back unsaved for browsers without JavaScript. Labels come translated
 * from the editor.
 */
export function MarkdownEditor({
  name,
  label,
  hint,
  error,
  defaultValue,
  maxLength,
  previewHtml,
  testId,
  labels,
  rows = 18,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  defaultValue: string;
  maxLength: number;
  /** The server's rendering of `defaultValue` (or of what the Preview button posted). */
  previewHtml: string | null;
  /** The preview panel's `data-testid`. */
  testId: string;
  labels: { title: string; note: string; button: string };
  rows?: number;
}) {
  const preview = useLivePreview(previewHtml);
  const titleId = `${name}-preview-title`;
  return (
    <div className="blog-editor__split">
      <TextArea
        name={name}
        label={label}
        hint={hint}
        error={error}
        defaultValue={defaultValue}
        maxLength={maxLength}
        rows={rows}
        onInput={preview.onInput}
        required
      />
      <section className="blog-editor__panel" aria-labelledby={titleId}>
        <h3 id={titleId}>{labels.title}</h3>
        <p className="admin-content__note">{labels.note}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: the panel is the section; this is its scrolling part */}
        <div
          className="blog-editor__preview prose"
          data-testid={testId}
          aria-live="polite"
          // A long page scrolls inside the preview: keyboard users reach it to scroll it
          // (axe's scrollable-region-focusable), and it is named by the panel's heading.
          role="region"
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard's focus
          tabIndex={0}
          // Rendered and sanitised on the server by the public page's renderMarkdown.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML
          dangerouslySetInnerHTML={{ __html: preview.html ?? "" }}
        />
        <button type="submit" name="intent" value="preview" className="btn">
          {labels.button}
        </button>
      </section>
    </div>
  );
}
