import { Link } from "react-router";

import type { Column } from "#app/components/Table.tsx";
import styles from "#app/routes/staff/staff.module.css";

/** A back-office list's first column: each row's reference, linking to its page under `base` ("/staff/claims"). */
export function referenceColumn<Row extends { reference: string }>(base: string): Column<Row> {
  return {
    header: "Reference",
    render: (r) => (
      <Link to={`${base}/${r.reference}`} className={styles.reference}>
        {r.reference}
      </Link>
    ),
  };
}
