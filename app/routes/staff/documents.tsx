import { data, Form, useActionData, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Done, FileField, SelectField, TextField } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { documents, getDocument } from "#app/content/documents/index.ts";
import {
  addDocumentVersion,
  DocumentError,
  MAX_DOCUMENT_BYTES,
  newestDocumentVersions,
} from "#app/documents/document-versions.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { PICTURE_UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { bodyRefusedForRoute } from "#app/lib/http/refused-body.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/documents";
import styles from "./staff.module.css";

const DOCUMENT_OPTIONS = documents.map((d) => ({ value: d.slug, label: d.title }));

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const newest = await newestDocumentVersions(database);
  return {
    rows: documents.map((d) => {
      const upload = newest.get(d.slug);
      return {
        slug: d.slug,
        title: d.title,
        version: upload?.version ?? d.version,
        effective: upload?.effectiveDate ?? d.effectiveDate,
        source: upload
          ? `Uploaded ${southAfricanTime(upload.uploadedAt)}${upload.uploadedBy ? ` by ${upload.uploadedBy}` : ""}`
          : "Generated from the site's text",
      };
    }),
  };
}

/** A PDF of up to 10 MB with its few fields; a larger one is refused in the form, which the page's script keeps. */
export const bodyLimits: RouteBodyLimits = { multipart: PICTURE_UPLOAD_BODY, answersRefusal: true };

type Field = "document" | "file" | "version" | "effectiveDate";
type Result = { errors: Partial<Record<Field, string>>; values: Record<string, string> } | { done: string };

const TOO_LARGE =
  "This file is over 10 MB, the largest a document can be. Save the PDF smaller (with smaller pictures, say) and choose it again.";

export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  // The server read none of it (app/lib/http/body-limits.ts): what was typed is still in the form on the page.
  if (bodyRefusedForRoute(context)) return data<Result>({ errors: { file: TOO_LARGE }, values: {} }, { status: 413 });
  const form = await readFormBody(request);
  const values = {
    document: textValue(form, "document", 80),
    version: textValue(form, "version", 20),
    effectiveDate: textValue(form, "effectiveDate", 10),
  };
  const file = form.get("file");
  const errors: Partial<Record<Field, string>> = {};
  const doc = getDocument(values.document);
  if (!doc) errors.document = "Choose the document this is a new version of.";
  if (!(file instanceof File) || file.size === 0) errors.file = "Choose the PDF to upload.";
  else if (file.size > MAX_DOCUMENT_BYTES) errors.file = TOO_LARGE;
  if (!/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/.test(values.version))
    errors.version = "Give the version as printed on it, such as 3.2.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveDate) || Number.isNaN(Date.parse(values.effectiveDate))) {
    errors.effectiveDate = "Enter the date it applies from, such as 2026-12-01.";
  }
  if (Object.keys(errors).length) return data<Result>({ errors, values }, { status: 400 });
  const { database, files } = await services();
  try {
    await addDocumentVersion(
      database,
      files,
      {
        slug: doc!.slug,
        version: values.version,
        effectiveDate: values.effectiveDate,
        bytes: Buffer.from(await (file as File).arrayBuffer()),
      },
      actorOf(member, context),
    );
  } catch (error) {
    if (error instanceof DocumentError)
      return data<Result>({ errors: { file: error.message }, values }, { status: 400 });
    throw error;
  }
  return data<Result>({
    done: `Version ${values.version} of the ${doc!.title} is published at /documents/${doc!.slug}.pdf; the earlier versions stay listed at /documents/${doc!.slug}/versions.`,
  });
}

export function meta() {
  return [{ title: `Documents | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns = [
  {
    header: "Document",
    render: (r: Row) => (
      <>
        <a href={`/documents/${r.slug}.pdf`}>{r.title}</a>
        <br />
        <a href={`/documents/${r.slug}/versions`} className={styles.muted}>
          All versions
        </a>
      </>
    ),
  },
  { header: "Current version", render: (r: Row) => r.version },
  { header: "Effective from", render: (r: Row) => r.effective },
  { header: "Source", render: (r: Row) => r.source },
];

/** The downloadable documents: upload a new version; the newest is served at the same address. */
export default function StaffDocuments({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const problems = result && "errors" in result ? result : undefined;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Documents</h1>
      <p>
        The policies, the PAIA manual and the claim forms people download. Upload a new version as a PDF: the site
        serves it at the document's usual address at once, and keeps every earlier version listed with its dates.
      </p>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      <Form method="post" encType="multipart/form-data" className={styles.formCard}>
        <SelectField
          name="document"
          label="Document"
          options={DOCUMENT_OPTIONS}
          placeholder="Choose a document"
          required
          problems={problems}
        />
        <FileField name="file" label="PDF" accept="application/pdf" required problems={problems} />
        <TextField
          name="version"
          label="Version"
          required
          maxLength={20}
          hint="As printed on the document, such as 3.2."
          problems={problems}
        />
        <TextField name="effectiveDate" label="Effective from" type="date" required problems={problems} />
        <p className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            Upload and publish
          </button>
        </p>
      </Form>
      <h2>Documents</h2>
      <Table
        caption="Documents"
        captionHidden
        columns={columns}
        rows={loaderData.rows}
        rowKey={(r) => r.slug}
        layout="cards"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
