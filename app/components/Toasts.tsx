import { useSyncExternalStore, type FocusEvent, type MouseEvent } from "react";
import { toastStore, type Toast, type ToastKind, type ToastStore } from "#app/lib/toasts.ts";

export interface ToastsProps {
  /** Accessible name of the close button of each toast, e.g. "Close notification" (localized). */
  dismissLabel: string;
  /** Accessible name of the region, e.g. "Notifications" (localized). */
  regionLabel: string;
  /**
   * Words read before the message so the kind is not told by colour alone, e.g. { error: "Error" }
   * (localized). Kinds left out are read without a prefix.
   */
  kindLabels?: Partial<Record<ToastKind, string>>;
  store?: ToastStore;
}

const ICON_PATHS: Record<ToastKind, string> = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2Zm0-8h-2V7h2Z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5L6 12l1.4-1.4 3.1 3.1 6.1-6.1L18 9Z",
  warning: "M1 21h22L12 2Zm12-3h-2v-2h2Zm0-4h-2v-4h2Z",
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2Zm0-4h-2V7h2Z",
};

/**
 * The toast stack in the top-right corner. The container is a polite live region
 * that is rendered even when empty, so screen readers already watch it when the first toast
 * arrives. A toast stops counting down while the pointer is over it or focus is inside it.
 */
export function Toasts({ dismissLabel, regionLabel, kindLabels = {}, store = toastStore }: ToastsProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={regionLabel}>
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          store={store}
          dismissLabel={dismissLabel}
          kindLabel={kindLabels[toast.kind]}
        />
      ))}
    </div>
  );
}

function ToastItem({
  toast,
  store,
  dismissLabel,
  kindLabel,
}: {
  toast: Toast;
  store: ToastStore;
  dismissLabel: string;
  kindLabel: string | undefined;
}) {
  const pause = () => store.pause(toast.id);
  const resumeUnlessHeld = (element: HTMLElement, leaving: "pointer" | "focus") => {
    const stillHovered = leaving === "focus" && element.matches(":hover");
    const stillFocused = leaving === "pointer" && element.contains(document.activeElement);
    if (!stillHovered && !stillFocused) store.resume(toast.id);
  };
  return (
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={pause}
      onMouseLeave={(event: MouseEvent<HTMLDivElement>) => resumeUnlessHeld(event.currentTarget, "pointer")}
      onFocus={pause}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          resumeUnlessHeld(event.currentTarget, "focus");
        }
      }}
    >
      <svg className="toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[toast.kind]} fill="currentColor" />
      </svg>
      <p className="toast__message">
        {kindLabel ? <span className="visually-hidden">{`${kindLabel}: `}</span> : null}
        {toast.message}
      </p>
      <button type="button" className="toast__dismiss" aria-label={dismissLabel} onClick={() => store.dismiss(toast.id)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
