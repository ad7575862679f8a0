import { type DragEvent, type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FormStatus } from "#app/components/ui/form";
import {
  MAX_MEDIA_PIXELS,
  MAX_MEDIA_SIDE,
  MEDIA_ACCEPT,
  MEDIA_UPLOAD_PATH,
  UPLOAD_ERROR_HEADER,
} from "#app/domain/media/upload";
import { useTranslation } from "#app/i18n/react";

/** Where the form shows why an upload was refused. */
const UPLOAD_ERROR_ID = "media-upload-error";

type Phase = { kind: "idle" } | { kind: "sending"; percent: number } | { kind: "processing" };

function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** The server's reason for a refused upload (415, 422...), in the staff member's language, or null. */
function refusalIn(xhr: XMLHttpRequest): string | null {
  const header = xhr.getResponseHeader(UPLOAD_ERROR_HEADER);
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/**
 * Upload a picture: a plain multipart form posted to the upload address, so
 * it works without JavaScript (the answer is the new picture's page, or the
 * upload page with the reason). With JavaScript, a file can also be dropped
 * on it, and the upload is sent with XMLHttpRequest, the one browser API that
 * reports upload progress, shown in a progress bar.
 */
export function MediaUploadForm({
  maxBytes,
  error,
  heading = true,
}: {
  maxBytes: number;
  error?: string | null;
  /** Off on the upload page, whose own heading says it. */
  heading?: boolean;
}) {
  const { t } = useTranslation("admin-media");
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [message, setMessage] = useState<string | null>(error ?? null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.kind !== "idle";

  const fail = (text: string) => {
    setPhase({ kind: "idle" });
    setMessage(text);
  };

  function send(file: File) {
    // The server refuses it too (413 before reading it): this only saves sending 50 MB to hear so.
    if (file.size > maxBytes) return fail(t("errors.tooLarge", { max: megabytes(maxBytes) }));
    const body = new FormData();
    body.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_UPLOAD_PATH);
    // The answer is a whole page (the new picture's, after the redirect); only its address and headers are read.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        setPhase({ kind: "sending", percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    // Sent: the server now decodes it and writes the web versions, which takes a moment.
    xhr.upload.onload = () => setPhase({ kind: "processing" });
    xhr.onload = () => {
      const landed = xhr.responseURL ? new URL(xhr.responseURL) : null;
      // Success is the redirect to the new picture's page, which XMLHttpRequest has followed.
      if (xhr.status === 200 && landed && landed.pathname !== MEDIA_UPLOAD_PATH) {
        setPhase({ kind: "idle" });
        navigate(`${landed.pathname}${landed.search}`);
        return;
      }
      if (xhr.status === 413) return fail(t("errors.tooLarge", { max: megabytes(maxBytes) }));
      fail(refusalIn(xhr) ?? t("uploadForm.failed"));
    };
    xhr.onerror = () => fail(t("uploadForm.failed"));
    setMessage(null);
    setPhase({ kind: "sending", percent: 0 });
    xhr.send(body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = input.current?.files?.[0];
    // No file chosen: let the form post as it is, and the server say so.
    if (!file) return;
    event.preventDefault();
    if (!busy) send(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || busy) return;
    if (input.current) input.current.files = event.dataTransfer.files;
    send(file);
  }

  return (
    <form
      method="post"
      action={MEDIA_UPLOAD_PATH}
      encType="multipart/form-data"
      className="admin-card media-upload"
      onSubmit={onSubmit}
    >
      {heading ? <h2>{t("uploadForm.title")}</h2> : null}
      {message ? (
        <div id={UPLOAD_ERROR_ID}>
          <FormStatus tone="error">{message}</FormStatus>
        </div>
      ) : null}
      {/* Dropping is a shortcut for pointer users; the file field stays the way for everyone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only, the file input inside is the control */}
      <div
        className={dragging ? "media-upload__zone media-upload__zone--over" : "media-upload__zone"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor="media-file" className="media-upload__label">
          {t("uploadForm.file")}
        </label>
        <input
          ref={input}
          id="media-file"
          name="file"
          type="file"
          accept={MEDIA_ACCEPT}
          required
          aria-describedby="media-file-hint"
          disabled={busy}
        />
        <p id="media-file-hint" className="media-upload__hint">
          {t("uploadForm.hint", {
            max: megabytes(maxBytes),
            megapixels: MAX_MEDIA_PIXELS / 1_000_000,
            side: MAX_MEDIA_SIDE,
          })}
        </p>
        <p className="media-upload__drop" aria-hidden="true">
          {t("uploadForm.drop")}
        </p>
      </div>
      <div className="media-upload__progress">
        {busy ? (
          <progress
            max={100}
            value={phase.kind === "sending" ? phase.percent : undefined}
            aria-label={t("uploadForm.progressLabel")}
          />
        ) : null}
        {/* Always in the page, so screen readers hear it as it changes. */}
        <p role="status" className="media-upload__status">
          {phase.kind === "sending"
            ? t("uploadForm.sending", { percent: phase.percent })
            : phase.kind === "processing"
              ? t("uploadForm.processing")
              : ""}
        </p>
      </div>
      <div className="admin-form__row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("uploadForm.submit")}
        </button>
      </div>
    </form>
  );
}
