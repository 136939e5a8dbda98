import type { ClaimDesk } from "#app/claims/desk.server.ts";
import { formatBytes } from "#app/claims/files.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { southAfricanTime } from "#app/lib/format/time.ts";
import styles from "#app/routes/staff/staff.module.css";

type FileRow = ClaimDesk["files"][number];

function fileColumns(reference: string): Column<FileRow>[] {
  return [
    {
      header: "File",
      render: (f) => (
        <a href={`/staff/claims/${reference}/files/${f.id}`} download>
          {f.name}
        </a>
      ),
    },
    {
      header: "Photo",
      render: (f) =>
        f.preview ? (
          // The thumbnail is made from the stored copy, without its location or capture time (decision 0058).
          <img
            src={`/staff/claims/${reference}/files/${f.id}/thumbnail`}
            alt={`Thumbnail of ${f.name}`}
            className={styles.thumbnail}
            loading="lazy"
          />
        ) : f.photo ? (
          "No preview (HEIC): download it"
        ) : null,
    },
    { header: "Kind (by content)", render: (f) => f.type },
    {
      header: "Taken",
      render: (f) => (f.photo ? (f.taken ?? "Not recorded by the camera") : null),
    },
    { header: "Size", render: (f) => formatBytes(f.size), align: "number" },
    {
      header: "Location data",
      render: (f) =>
        f.locationData === "removed" ? (
          "Removed"
        ) : f.locationData === "kept" ? (
          <Badge tone="attention">Not removed (HEIC)</Badge>
        ) : (
          "None found"
        ),
    },
    { header: "Received", render: (f) => southAfricanTime(f.at), className: styles.nowrap },
    { header: "SHA-256", render: (f) => <code title={f.sha256}>{f.sha256.slice(0, 12)}…</code> },
  ];
}

/** The claim's files, each downloaded as an attachment (on the audit log). */
export function ClaimFiles({ desk }: { desk: ClaimDesk }) {
  return (
    <>
      <h2>Files</h2>
      <p>Downloaded as attachments, for staff only; every download is on the audit log.</p>
      <Table
        caption="Files"
        captionHidden
        columns={fileColumns(desk.claim.reference)}
        rows={desk.files}
        rowKey={(f) => f.id}
        empty="No files."
      />
    </>
  );
}
