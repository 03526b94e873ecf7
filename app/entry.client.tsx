import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadRenderedWidgets } from "./components/lazy-widget.tsx";

// The route modules ran before this one and registered their lazy widgets: their code comes first, so
// hydration keeps the server's markup (app/components/lazy-widget.tsx).
void preloadRenderedWidgets(document).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
