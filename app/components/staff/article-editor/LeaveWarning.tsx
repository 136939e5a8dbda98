import { useEffect, useRef } from "react";

import styles from "#app/routes/staff/staff.module.css";

/** Asked before the page is left, in the app, with changes not yet saved. */
export function LeaveWarning({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-text" onClose={onStay}>
      <h2 id="leave-title">Leave without saving?</h2>
      <p id="leave-text">Your latest changes are not saved yet. Stay to save them, or leave and lose them.</p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={onStay}>
          Stay on this page
        </button>
        <button type="button" className="button button-secondary" onClick={onLeave}>
          Leave without saving
        </button>
      </p>
    </dialog>
  );
}
