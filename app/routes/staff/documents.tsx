import { data, useActionData } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Done, FileField, SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ListPage } from "#app/components/list/ListPage.tsx";
import { ActionButton, ActionCard } from "#app/components/staff/ActionForm.tsx";
import { ConfirmStep, isConfirmed } from "#app/components/staff/ConfirmStep.tsx";
import { site } from "#app/config/site.ts";
import { documents, getDocument } from "#app/content/documents/index.ts";
import {
  addDocumentVersion,
  discardDocumentVersion,
  DocumentError,
  findDocumentVersion,
  listDocumentVersions,
  MAX_DOCUMENT_BYTES,
  pendingDocumentVersions,
  publishDocumentVersion,
  retractDocumentVersion,
} from "#app/documents/document-versions.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { reindexAfterEdit } from "#app/search/index.server.ts";
import { PICTURE_UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { bodyRefusedForRoute } from "#app/lib/http/refused-body.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/documents";
import styles from "./staff.module.css";

const DOCUMENT_OPTIONS = documents.map((d) => ({ value: d.slug, label: d.title }));

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const rows = await Promise.all(
    documents.map(async (d) => {
      const history = await listDocumentVersions(database, d.slug);
      const live = history.filter((v) => v.state === "live");
      const upload = live[0];
      const previous = live[1] ?? { version: d.version };
      return {
        slug: d.slug,
        title: d.title,
        version: upload?.version ?? d.version,
        effective: upload?.effectiveDate ?? d.effectiveDate,
        source: upload
          ? `Uploaded ${southAfricanTime(upload.uploadedAt)}${upload.uploadedBy ? ` by ${upload.uploadedBy}` : ""}`
          : "Generated from the site's text",
        retract: upload ? { id: upload.id, version: upload.version, previous: previous.version } : null,
      };
    }),
  );
  const pending = (await pendingDocumentVersions(database)).map((v) => ({
    id: v.id,
    title: getDocument(v.slug)?.title ?? v.slug,
    slug: v.slug,
    version: v.version,
    effective: v.effectiveDate,
    uploaded: `${southAfricanTime(v.uploadedAt)}${v.uploadedBy ? ` by ${v.uploadedBy}` : ""}`,
    current: rows.find((r) => r.slug === v.slug)?.version ?? "",
  }));
  return { rows, pending };
}

/** A PDF of up to 10 MB with its few fields; a larger one is refused in the form, which the page's script keeps. */
export const bodyLimits: RouteBodyLimits = { multipart: PICTURE_UPLOAD_BODY, answersRefusal: true };

type Field = "document" | "file" | "version" | "effectiveDate";
type Result =
  | { errors: Partial<Record<Field, string>>; values: Record<string, string> }
  | { done: string }
  | { refused: string }
  | { confirm: { id: number; title: string; version: string; previous: string } };

const TOO_LARGE =
  "This file is over 10 MB, the largest a document can be. Save the PDF smaller (with smaller pictures, say) and choose it again.";

export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  // The server read none of it (app/lib/http/body-limits.ts): what was typed is still in the form on the page.
  if (bodyRefusedForRoute(context)) return data<Result>({ errors: { file: TOO_LARGE }, values: {} }, { status: 413 });
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const actor = actorOf(member, context);
  const { database, files } = await services();
  if (intent === "publish" || intent === "discard" || intent === "retract") {
    const id = rowId(form.get("id"));
    if (id === null) return data<Result>({ refused: "There is no such version." }, 400);
    // Retracting the live version asks first (issue 36, item 5): the first post only says what it will do.
    if (intent === "retract" && !isConfirmed(form)) {
      const version = await findDocumentVersion(database, id);
      if (!version || version.state !== "live") {
        return data<Result>({ refused: "That version is not live: there is nothing to retract." }, 409);
      }
      const live = (await listDocumentVersions(database, version.slug)).filter((v) => v.state === "live");
      const doc = getDocument(version.slug);
      if (live[0]?.id !== version.id) {
        return data<Result>({ refused: "That version is no longer the current one: open the page again." }, 409);
      }
      return data<Result>({
        confirm: {
          id,
          title: doc?.title ?? version.slug,
          version: version.version,
          previous: live[1]?.version ?? doc?.version ?? "",
        },
      });
    }
    try {
      if (intent === "publish") {
        const live = await publishDocumentVersion(database, id, actor);
        // Site search follows at once, on every copy (issue 36, item 3).
        await reindexAfterEdit(database, "documents");
        const title = getDocument(live.slug)?.title ?? live.slug;
        return data<Result>({
          done: `Version ${live.version} of the ${title} is live at /documents/${live.slug}.pdf; the earlier versions stay listed at /documents/${live.slug}/versions.`,
        });
      }
      if (intent === "discard") {
        const gone = await discardDocumentVersion(database, files, id, actor);
        return data<Result>({
          done: `The upload of version ${gone.version} was discarded; nothing public changed.`,
        });
      }
      const { retracted, current } = await retractDocumentVersion(database, id, actor);
      await reindexAfterEdit(database, "documents");
      const title = getDocument(retracted.slug)?.title ?? retracted.slug;
      return data<Result>({
        done: `Version ${retracted.version} of the ${title} is retracted: /documents/${retracted.slug}.pdf serves version ${current.version} again, and the history marks ${retracted.version} as retracted.`,
      });
    } catch (error) {
      if (error instanceof DocumentError) return data<Result>({ refused: error.message }, { status: 409 });
      throw error;
    }
  }
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
    errors.effectiveDate = `Enter the date it applies from, such as ${formatDate("2026-12-01")}.`;
  }
  if (Object.keys(errors).length) return data<Result>({ errors, values }, { status: 400 });
  try {
    const pending = await addDocumentVersion(
      database,
      files,
      {
        slug: doc!.slug,
        version: values.version,
        effectiveDate: values.effectiveDate,
        bytes: Buffer.from(await (file as File).arrayBuffer()),
      },
      actor,
    );
    return data<Result>({
      done:
        `Version ${pending.version} of the ${doc!.title} is uploaded but not live yet: check its first page below, then put it live or discard it.` +
        (pending.replaced ? ` It replaces the earlier upload of version ${pending.version} that was waiting.` : ""),
    });
  } catch (error) {
    if (error instanceof DocumentError)
      return data<Result>({ errors: { [error.field]: error.message }, values }, { status: 400 });
    throw error;
  }
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
  {
    header: "Retract",
    render: (r: Row) =>
      r.retract ? (
        <ActionButton
          intent="retract"
          hidden={{ id: r.retract.id }}
          label={`Retract version ${r.retract.version}`}
          className={styles.inlineForm}
        >
          <span className={styles.muted}>Serves version {r.retract.previous} again.</span>
        </ActionButton>
      ) : (
        <span className={styles.muted}>Nothing uploaded to retract</span>
      ),
  },
];

/** The downloadable documents: upload a new version, check its first page, put it live; retract the current one. */
export default function StaffDocuments({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const problems = result && "errors" in result ? result : undefined;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Documents</h1>
      <p>
        The policies, the PAIA manual and the claim forms people download. Upload a new version as a PDF, numbered
        higher than the current one and applying from no earlier date: you see its first page before you put it live at
        the document's usual address. Every earlier version stays listed with its dates, and the current one can be
        retracted.
      </p>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "refused" in result ? (
        <p role="alert" className="form-message form-message-error">
          {result.refused}
        </p>
      ) : null}
      {result && "confirm" in result ? (
        <ConfirmStep
          intent="retract"
          fields={{ id: result.confirm.id }}
          question={`Retract version ${result.confirm.version} of the ${result.confirm.title}? Everyone downloading it gets version ${result.confirm.previous} again at once, and the history marks ${result.confirm.version} as retracted; to serve it again you would upload it again.`}
          yes={`Yes, retract version ${result.confirm.version}`}
        />
      ) : null}
      {loaderData.pending.map((p) => (
        <section key={p.id} className={styles.pendingDocument} aria-labelledby={`pending-${p.id}`}>
          <h2 id={`pending-${p.id}`}>
            Waiting for you: {p.title}, version {p.version}
          </h2>
          <div className={styles.pendingLayout}>
            <a href={`/staff/documents/${p.id}/document.pdf`} className={styles.pagePreview}>
              <img
                src={`/staff/documents/${p.id}/page-1.png`}
                alt={`First page of the uploaded ${p.title}, version ${p.version}`}
                width={800}
                height={1131}
              />
            </a>
            <div>
              <dl className={styles.fields}>
                <dt>Version</dt>
                <dd>
                  {p.version} (now {p.current})
                </dd>
                <dt>Effective from</dt>
                <dd>{p.effective}</dd>
                <dt>Uploaded</dt>
                <dd>{p.uploaded}</dd>
              </dl>
              <p>
                <a href={`/staff/documents/${p.id}/document.pdf`}>Open the whole uploaded PDF</a>
              </p>
              <p>Is this the right file? Once live, it is what everyone downloads at /documents/{p.slug}.pdf.</p>
              <div className={styles.actions}>
                <ActionButton
                  intent="publish"
                  hidden={{ id: p.id }}
                  label={`Put version ${p.version} live`}
                  buttonClass="button"
                />
                <ActionButton intent="discard" hidden={{ id: p.id }} label="Discard this upload" />
              </div>
            </div>
          </div>
        </section>
      ))}
      <h2>Upload a new version</h2>
      <ActionCard label="Upload and preview" encType="multipart/form-data" browserChecks>
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
          hint="As printed on the document, higher than the current one (3.10 comes after 3.9)."
          problems={problems}
        />
        <TextField
          name="effectiveDate"
          label="Effective from"
          type="date"
          required
          hint="Not earlier than the current version's."
          problems={problems}
        />
      </ActionCard>
      <h2>Documents</h2>
      <ListPage table={{ caption: "Documents", columns, rows: loaderData.rows, rowKey: (r) => r.slug }} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
