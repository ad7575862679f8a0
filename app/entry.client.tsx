import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installBrokenImageFallback } from "#app/components/media/responsive-image";
import { restoreStoredPreferences } from "#app/components/preferences/stored-preferences";

// Local storage is third in the spec's language order: when the cookie is gone
// but the browser remembers a choice, put it back and let the server re-render.
if (!restoreStoredPreferences()) {
  installBrokenImageFallback();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
