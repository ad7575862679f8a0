import { type ReactNode, type RefObject, useId } from "react";
import { StrokeIcon } from "#app/components/ui/stroke-icon";

/**
 * The frame of a modal dialog (open it with useModalDialog): the `<dialog>`,
 * a header with its title and a close button, then the content. The classes
 * are the caller's block name with `__header`, `__title` and `__close`. The
 * title names the dialog (aria-labelledby) unless `label` names it instead.
 */
export function Dialog({
  dialogRef,
  className,
  id,
  title,
  titleAs: Title = "h2",
  label,
  closeLabel,
  onClose,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The block name: `mobile-menu` gives `mobile-menu__header`, `mobile-menu__title`, `mobile-menu__close`. */
  className: string;
  id?: string;
  title: ReactNode;
  titleAs?: "h2" | "span";
  /** The dialog's accessible name, when it is not the title. */
  label?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={className}
      aria-label={label}
      aria-labelledby={label === undefined ? titleId : undefined}
    >
      <div className={`${className}__header`}>
        <Title id={label === undefined ? titleId : undefined} className={`${className}__title`}>
          {title}
        </Title>
        <button type="button" className={`${className}__close`} onClick={onClose}>
          <StrokeIcon d="M6 6l12 12M18 6L6 18" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
