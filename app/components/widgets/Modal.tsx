import { Icon, x } from "#app/components/Icon.tsx";
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";

import styles from "./Modal.module.css";

/** The spec's modal page types: each lays the dialog out differently. */
export type ModalPageType = "Standard" | "Home" | "Gallery" | "Video";

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  pageType?: ModalPageType;
  children: ReactNode;
}

// summary: a video's transcript is a <details> in the dialog; leaving it out made the trap wrap past it.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, summary, [tabindex="0"]';

/** Set on <html> while a modal is open: the page behind does not scroll (see Modal.module.css). */
export const MODAL_OPEN_CLASS = "modal-open";

const pageTypeClass: Record<ModalPageType, string | undefined> = {
  Standard: styles.standard,
  Home: styles.home,
  Gallery: styles.gallery,
  Video: styles.video,
};

/**
 * A modal dialog on the native <dialog> element. showModal() makes the page
 * behind inert and keeps focus inside; Escape and a click on the backdrop
 * close it (through onClose, the parent owns `open`), body scrolling is locked
 * while it is open, and focus goes back to where it was. Below 786 px it fills
 * the screen; above, it is a centred dialog. The content is rendered only
 * while open, so nothing inside it loads before it is asked for.
 *
 * An element inside marked `data-autofocus` receives focus on opening
 * (otherwise the browser focuses the first focusable element, the close button).
 */
export function Modal({ title, open, onClose, pageType = "Standard", children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: it runs before any effect of the content (which may move focus),
  // so the opener is still the focused element, and the dialog is open before paint.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;

    // Feature-detected: engines without modal dialogs still show it (without the inert page behind).
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    root.classList.add(MODAL_OPEN_CLASS);
    // showModal() has focused the first focusable element; without it, nothing has moved.
    const initial = dialog.querySelector<HTMLElement>("[data-autofocus]");
    if (initial) initial.focus();
    else if (!dialog.contains(document.activeElement)) closeRef.current?.focus();

    const requestClose = () => onCloseRef.current();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        requestClose();
      } else if (event.key === "Tab") {
        // A modal dialog makes the page inert, but Tab past its last control would still
        // leave for the browser's own toolbar: wrap around instead, both ways.
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Other close requests (such as the Android back gesture) arrive as `cancel`.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Closed by the browser regardless (a repeated close request cannot be cancelled).
    const onNativeClose = () => requestClose();
    // The backdrop is the dialog element itself; its content fills it, so a press
    // that starts and ends on the dialog itself is a press on the backdrop.
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedBackdrop && event.target === dialog) requestClose();
      pressedBackdrop = false;
    };
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);

    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      if (dialog.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      root.classList.remove(MODAL_OPEN_CLASS);
    };
  }, [open]);

  // Focus goes back to the opener in a passive effect: after the commit, in which
  // React itself may put focus back on the element that had it (the close button).
  useEffect(() => {
    if (!open) return;
    return () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${pageTypeClass[pageType] ?? ""}`}
      aria-labelledby={titleId}
      data-page-type={pageType}
      data-testid="modal"
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={onClose}
            data-testid="modal-close"
          >
            <Icon icon={x} size={24} />
          </button>
        </div>
        <div className={styles.body}>{open ? children : null}</div>
      </div>
    </dialog>
  );
}
