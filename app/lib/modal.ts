/** Pure helpers of the shared Modal component (app/components/Modal.tsx). */

export type ModalPlacement = "center" | "right";
/** small 30rem (bundle), medium 37rem (added to cart), large 56rem (size guide, image zoom). */
export type ModalSize = "small" | "medium" | "large";

export function modalClassName(options: { placement?: ModalPlacement; size?: ModalSize; className?: string } = {}): string {
  const placement = options.placement ?? "center";
  const size = options.size ?? "medium";
  return ["modal", `modal--${placement}`, `modal--${size}`, options.className].filter(Boolean).join(" ");
}

/**
 * Whether a click landed on the backdrop. A modal dialog's ::backdrop belongs to the dialog
 * element itself, and its content fills the dialog's box, so a click targeting the dialog element
 * is outside the content. The press must also have started there: selecting text inside the
 * dialog and releasing over the backdrop is not a request to close.
 */
export function isBackdropClick(pressTarget: unknown, clickTarget: unknown, dialog: unknown): boolean {
  return dialog != null && pressTarget === dialog && clickTarget === dialog;
}
