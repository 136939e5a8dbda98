import { Link } from "react-router";

import { southAfricanTime } from "#app/lib/format/time.ts";

/** Who saved a record in between someone's opening it and saving it, and the version they made (`app/db/optimistic.ts`). */
export type EditConflict = { by: string | null; at: string; version: number };

/** The conflict an action answers with (409) when the record's version moved on since the form was opened. */
export function editConflict(current: { updatedBy: string | null; updatedAt: Date; version: number }): EditConflict {
  return { by: current.updatedBy, at: current.updatedAt.toISOString(), version: current.version };
}

/**
 * Tells the editor their save was refused because someone saved first, keeping what they typed: saving again (the
 * form then carries the newer version) replaces the other change with theirs.
 */
export function EditConflictNotice({ conflict, what, href }: { conflict: EditConflict; what: string; href: string }) {
  return (
    <div role="alert" className="form-message form-message-error">
      <p>
        <strong>Not saved: someone else changed {what} while you were editing</strong>
        {` (${conflict.by ? `${conflict.by}, ` : ""}at ${southAfricanTime(conflict.at)}).`}
      </p>
      <p>
        What you typed is kept below. Open <Link to={href}>this page</Link> in a new tab to see their change, then save
        again to replace theirs with yours.
      </p>
    </div>
  );
}
