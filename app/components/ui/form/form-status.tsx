import { useContext } from "react";
import { FormScope, LOOKS } from "./looks";

/**
 * A message about the whole form (saved, refused, a notice), announced when
 * it appears: an error as an alert, anything else as a status.
 */
export function FormStatus({ tone, children }: { tone: "error" | "success" | "info"; children: string }) {
  const { status } = LOOKS[useContext(FormScope).variant];
  return (
    <p className={`${status} ${status}--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
