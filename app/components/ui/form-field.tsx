import type { InputHTMLAttributes } from "react";

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** The translated message of what is wrong with the value, if anything. */
  error?: string;
  hint?: string;
};

/** The ids of a field's hint and error, for its aria-describedby; undefined when it has neither. */
export function describedBy(fieldId: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A labelled input whose error and hint are tied to it for screen readers
 * (aria-describedby, aria-invalid). Works as a plain form field without JavaScript.
 */
export function FormField({ name, label, error, hint, id, className, ...input }: FormFieldProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint, error })}
        {...input}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "info"; children: string }) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
