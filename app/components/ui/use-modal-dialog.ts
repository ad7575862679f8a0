import { useCallback, useEffect, useRef, useState } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal `<dialog>` opened by a toggle: `showModal()` makes the page behind
 * inert and Escape closes it natively; this adds what the platform leaves
 * out: Tab and Shift+Tab cycle inside the dialog (not out to the browser's
 * own controls), and focus returns to the toggle on close.
 */
export function useModalDialog<Toggle extends HTMLElement = HTMLButtonElement>() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<Toggle>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback(() => dialogRef.current?.close(), []);
  const show = useCallback(() => {
    if (dialogRef.current?.open) return;
    dialogRef.current?.showModal();
    setOpen(true);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return { dialogRef, toggleRef, open, show, close };
}
