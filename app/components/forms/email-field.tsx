import { Field } from "#app/components/ui/form";
import { EMAIL_MAX } from "#app/domain/identity-fields";

/** The email address field of the sign-in, sign-up, reset and unsubscribe forms. */
export function EmailField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <Field
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
