import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react";

type Toast = { id: number; message: string; tone: "info" | "success" | "error" };

const ToastContext = createContext<(message: string, tone?: Toast["tone"]) => void>(() => {});

/** Toasts last 4 s, top-right (spec section 9). */
export const TOAST_DURATION_MS = 4000;

/** Starts a toast's life: `expire` runs after 4 s. Returns what cancels it (on unmount or dismiss). */
export function startToastTimer(expire: () => void): () => void {
  const timer = setTimeout(expire, TOAST_DURATION_MS);
  return () => clearTimeout(timer);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((message: string, tone: Toast["tone"] = "info") => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-2), { id, message, tone }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("notifications")} className="toast-region">
      {/* The live region exists from the start, so screen readers announce what is added. */}
      <div role="status" aria-live="polite">
        <ol className="toast-list">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} label={t("dismiss")} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToastItem(props: { toast: Toast; onDismiss: (id: number) => void; label: string }) {
  const { toast, onDismiss } = props;
  useEffect(() => startToastTimer(() => onDismiss(toast.id)), [toast.id, onDismiss]);
  return (
    <li className={`toast toast--${toast.tone}`} data-testid="toast">
      <span>{toast.message}</span>
      <button
        type="button"
        className="toast__close"
        onClick={() => onDismiss(toast.id)}
        aria-label={props.label}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
