import { useEffect, useState } from "react";
import { useRootData } from "#app/components/layout/root-data";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { canSaveOffline, removeSavedTrip, savedTripStatus, saveTripOffline } from "./trip-worker";

type State =
  | { kind: "idle" | "saving" | "failed" | "removed" | "unsupported" }
  | { kind: "saved"; savedAt: string };

/** When the copy was saved, in the page's language, on the trip's clock (East Africa Time). */
function savedOn(iso: string, language: string) {
  const tag = LANGUAGE_TAGS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  return new Intl.DateTimeFormat(tag, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(iso));
}

/** Whether the browser says it has no connection (then the page is the saved copy). */
function useOffline() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return offline;
}

/**
 * "Save for offline" (decision 100): asks the service worker to keep the
 * trip's four pages and their pictures for this traveller, then says when it
 * was saved; a saved copy can be saved again or removed. Until scripts run
 * it says it needs them (there is nothing a plain form could do here).
 */
export function SaveTrip({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation("trip");
  const email = useRootData()?.viewer?.email;
  const offline = useOffline();
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    if (!email || !canSaveOffline()) {
      setState({ kind: "unsupported" });
      return;
    }
    setState({ kind: "idle" });
    let live = true;
    void savedTripStatus(reference, email).then((answer) => {
      if (live && answer?.savedAt) setState({ kind: "saved", savedAt: answer.savedAt });
    });
    return () => {
      live = false;
    };
  }, [reference, email]);

  const save = async () => {
    if (!email) return;
    setState({ kind: "saving" });
    const answer = await saveTripOffline(reference, email, i18n.language).catch(() => null);
    setState(answer?.ok && answer.savedAt ? { kind: "saved", savedAt: answer.savedAt } : { kind: "failed" });
  };
  const remove = async () => {
    if (!email) return;
    const answer = await removeSavedTrip(reference, email).catch(() => null);
    setState(answer?.ok ? { kind: "removed" } : { kind: "failed" });
  };

  const message =
    state === null
      ? t("save.needsScript")
      : state.kind === "saved"
        ? t(offline ? "save.offline" : "save.savedAt", { date: savedOn(state.savedAt, i18n.language) })
        : state.kind === "idle"
          ? ""
          : t(`save.${state.kind}`);
  const busy = state?.kind === "saving";
  return (
    <section className="trip-save" aria-labelledby="trip-save-title" data-testid="trip-save">
      <h2 id="trip-save-title" className="trip-save__title">
        {t("save.title")}
      </h2>
      <p className="trip-save__intro">{t("save.intro")}</p>
      <p className="trip-save__status" role="status" data-testid="trip-saved-status">
        {message}
      </p>
      {state && state.kind !== "unsupported" && !offline ? (
        <p className="trip-save__actions">
          <button type="button" className="btn btn-primary" onClick={save} disabled={busy}>
            {state.kind === "saved" ? t("save.again") : t("save.button")}
          </button>
          {state.kind === "saved" ? (
            <button type="button" className="btn btn-ghost" onClick={remove}>
              {t("save.remove")}
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
