import { useEffect, useId, useRef, type ReactNode } from "react";

import styles from "./pickers.module.css";

/**
 * A modal dialog on the browser's own <dialog> (issue 29): `showModal()` makes the rest of the page inert, so
 * focus and a screen reader stay inside it; Escape closes it; on closing, focus goes back to where it was.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The browser fires a dialog's close event in a task of its own, after it has closed: a quick reopening (Escape,
  // then Enter on the opener) can come first, and the late event would then undo it. So the parent is told at once
  // (Escape's cancel event, the Close button), and a close event is heeded only if the dialog is still closed.
  const closed = () => {
    returnTo.current?.focus();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={closed}
      onClose={() => {
        if (!ref.current?.open) closed();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            ref.current?.close();
            closed();
          }}
        >
          Close
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
