import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useFieldScope } from "./looks";

/** What every field has: its name, label, and (translated) hint and error. */
type FieldBase = {
  name: string;
  label: string;
  /** The translated message of what is wrong with the value, if anything. */
  error?: string;
  hint?: string;
  /** Defaults to `${idPrefix}-${name}` (see FormScope). */
  id?: string;
};

/** The ids of a field's hint and error, for its aria-describedby; undefined when it has neither. */
export function describedBy(fieldId: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The attributes that tie a control to its hint and error for screen readers. */
function described(id: string, props: { hint?: string; error?: string }) {
  return {
    id,
    "aria-invalid": props.error ? (true as const) : undefined,
    "aria-describedby": describedBy(id, props),
  };
}

/** The hint and the error beside a field, each with the id its control points to. */
export function FieldMessages({
  id,
  hint,
  error,
  base,
}: {
  id: string;
  hint?: string;
  error?: string;
  base: string;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`${base}__hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`${base}__error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The frame of one field: label, control, hint and error. The control gets
 * its id, aria-invalid and aria-describedby from `control(...)`.
 */
function Framed({
  name,
  label,
  error,
  hint,
  id: givenId,
  className,
  check,
  control,
}: FieldBase & {
  className?: string;
  /** A checkbox: the control first, its label beside it. */
  check?: boolean;
  control: (props: ReturnType<typeof described> & { className?: string }) => ReactNode;
}) {
  const { look, id } = useFieldScope(name, givenId);
  const frame = [look.field, error ? look.invalid : null, className].filter(Boolean).join(" ");
  const props = { ...described(id, { hint, error }), className: check ? undefined : look.control };
  return (
    <div className={frame}>
      {check ? (
        <div className={look.check}>
          {control(props)}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control(props)}
        </>
      )}
      <FieldMessages id={id} hint={hint} error={error} base={look.field} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & FieldBase;

/**
 * A labelled input whose error and hint are tied to it for screen readers
 * (aria-describedby, aria-invalid). Works as a plain form field without JavaScript.
 */
export function Field({ name, label, error, hint, id, className, ...input }: InputProps) {
  return (
    <Framed
      {...{ name, label, error, hint, id, className }}
      control={(props) => <input {...props} name={name} {...input} />}
    />
  );
}

/** A choice among `options`. */
export function SelectField({
  name,
  label,
  error,
  hint,
  id,
  options,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> &
  FieldBase & { options: readonly { value: string; label: string }[] }) {
  return (
    <Framed
      {...{ name, label, error, hint, id }}
      control={(props) => (
        <select {...props} name={name} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function TextArea({
  name,
  label,
  error,
  hint,
  id,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> & FieldBase) {
  return (
    <Framed
      {...{ name, label, error, hint, id }}
      control={(props) => <textarea {...props} name={name} {...textarea} />}
    />
  );
}

/** A checkbox with its label beside it, in the field's frame with its hint and error. */
export function CheckField({ name, label, error, hint, id, ...input }: Omit<InputProps, "type">) {
  return (
    <Framed
      {...{ name, label, error, hint, id }}
      check
      control={(props) => <input {...props} type="checkbox" name={name} {...input} />}
    />
  );
}
