import { FocusTrap } from "focus-trap-react";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { isBackdropClick, modalClassName, type ModalPlacement, type ModalSize } from "#app/lib/modal.ts";
import { pageScrollLock } from "#app/lib/scroll-lock.ts";

export type { ModalPlacement, ModalSize } from "#app/lib/modal.ts";

export interface ModalProps {
  open: boolean;
  /** Asked to close (Escape, the close button, a backdrop click); the caller sets `open` to false. */
  onClose: () => void;
  /** Visible title; it is also the dialog's accessible name (localized by the caller). */
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Close" (localized by the caller). */
  closeLabel: string;
  children: ReactNode;
  /** "right" slides in from the right edge at full height (the filter modal); "center" by default. */
  placement?: ModalPlacement;
  size?: ModalSize;
  footer?: ReactNode;
  /** Id of an element describing the dialog, read after its name. */
  describedBy?: string;
  /** Element to focus first (an element, a selector, or a function returning one); the first focusable by default. */
  initialFocus?: HTMLElement | string | (() => HTMLElement | null);
  /** Whether a click on the backdrop closes the modal; true by default. */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * The one modal of the shop. Built on a native <dialog> opened with
 * showModal(), which puts it in the top layer and makes the rest of the page inert; focus-trap
 * keeps Tab inside it. Escape and the close button ask the caller to close; focus then returns to
 * the element that opened it. The page behind does not scroll while it is open. Motion is CSS
 * only and switched off under prefers-reduced-motion.
 *
 * Rendered only while open: a closed modal leaves nothing in the page.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  closeLabel,
  children,
  placement,
  size,
  footer,
  describedBy,
  initialFocus,
  closeOnBackdropClick = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogElement = useRef<HTMLDialogElement | null>(null);
  const pressTarget = useRef<EventTarget | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => pageScrollLock.acquire(), []);

  // Set while the modal is being removed, so the close event that follows is not taken for a
  // request to close.
  const removing = useRef(false);
  useLayoutEffect(() => {
    const element = dialogElement.current;
    removing.current = false;
    // Opened by the ref below on the first mount; this reopens it when React remounts the same
    // element (Strict Mode in development).
    if (element && !element.open) element.showModal();
    return () => {
      removing.current = true;
      // Close before FocusTrap unmounts: while a modal dialog is open the rest of the page is
      // inert, and FocusTrap's return of focus to the opener would silently fail. This cleanup
      // runs before the child FocusTrap's componentWillUnmount.
      if (element?.open) element.close();
    };
  }, []);

  // showModal() runs when the element is attached, which React does before FocusTrap's own
  // componentDidMount, so the trap activates on an open dialog whose content is focusable.
  // FocusTrap re-attaches its ref on every render, hence the guard.
  const attachDialog = useCallback((element: HTMLDialogElement | null) => {
    dialogElement.current = element;
    if (element && !element.open) element.showModal();
  }, []);

  const requestClose = () => onCloseRef.current();

  return (
    <FocusTrap
      focusTrapOptions={{
        // Escape arrives as the dialog's cancel event, handled below, so it is handled once.
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        // FocusTrap remembers the element focused when it was created: the opener.
        returnFocusOnDeactivate: true,
        initialFocus,
        fallbackFocus: () => dialogElement.current ?? document.body,
        preventScroll: true,
      }}
    >
      <dialog
        ref={attachDialog}
        className={modalClassName({ placement, size, className })}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onCancel={(event: SyntheticEvent<HTMLDialogElement>) => {
          // Keep the dialog open until the caller closes it, so React state stays the truth.
          event.preventDefault();
          requestClose();
        }}
        onClose={(event: SyntheticEvent<HTMLDialogElement>) => {
          // The close event is queued: by the time it arrives the dialog may be open again
          // (Strict Mode remount) or on its way out, and neither is a request to close.
          if (removing.current || event.currentTarget.open) return;
          // Closed by something other than this component (a form with method="dialog", or the
          // browser closing it on a repeated Escape): tell the caller, and if the caller keeps the
          // modal open, show it again so what is on screen matches the state.
          requestClose();
          globalThis.setTimeout(() => {
            const element = dialogElement.current;
            if (!removing.current && element?.isConnected && !element.open) element.showModal();
          }, 0);
        }}
        onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
          pressTarget.current = event.target;
        }}
        onClick={(event: MouseEvent<HTMLDialogElement>) => {
          if (closeOnBackdropClick && isBackdropClick(pressTarget.current, event.target, event.currentTarget)) {
            requestClose();
          }
          pressTarget.current = null;
        }}
      >
        <div className="modal__surface">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={requestClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z"
                  fill="currentColor"
                />
              </svg>
            </button>
          </div>
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      </dialog>
    </FocusTrap>
  );
}
