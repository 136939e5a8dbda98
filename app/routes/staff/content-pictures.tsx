import { data, Form, Link, useActionData, useLocation, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import {
  deletePicture,
  findPictures,
  MAX_PICTURE_BYTES,
  pictureHtml,
  PictureError,
  pictureUses,
  replacePicture,
  revisionUses,
  storePicture,
  type PictureUse,
} from "#app/articles/pictures.server.ts";
import { Done, FileField, TextField } from "#app/components/forms/fields.tsx";
import { ConfirmStep, isConfirmed } from "#app/components/staff/ConfirmStep.tsx";
import { ListPage, ListSearch } from "#app/components/list/ListPage.tsx";
import { listLink, searchText } from "#app/components/list/list-params.ts";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import { PICTURE_UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { rowId, wholeNumber } from "#app/lib/http/numbers.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { bodyRefusedForRoute } from "#app/lib/http/refused-body.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content-pictures";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  // Searched and paged in the database (decision 0045): the article editor's picker reads this page's data too.
  const q = searchText(url.searchParams);
  const found = await findPictures(database, { q, page: wholeNumber(url.searchParams.get("page")) ?? 1 });
  return {
    q,
    total: found.total,
    page: found.page,
    pages: found.pages,
    rows: await Promise.all(
      found.pictures.map(async (p) => ({
        id: p.id,
        picture: { id: p.id, width: p.width, height: p.height, widths: p.widths, alt: p.alt },
        preview: `/media/pictures/${p.id}-${p.widths[0]}.webp`,
        alt: p.alt,
        fileName: p.fileName,
        size: `${p.width} × ${p.height}`,
        html: pictureHtml(p),
        uploaded: `${southAfricanTime(p.uploadedAt)}${p.uploadedBy ? ` by ${p.uploadedBy}` : ""}`,
        uses: await pictureUses(database.db, p.id),
        earlier: await revisionUses(database.db, p.id),
      })),
    ),
  };
}

/** A picture of up to 10 MB and its description; a larger one is refused in the form, which the page's script keeps. */
export const bodyLimits: RouteBodyLimits = { multipart: PICTURE_UPLOAD_BODY, answersRefusal: true };

/** What the picker in the article editor needs of an upload to show it and put it in. */
export interface UploadedForPicker {
  id: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
}

type Result =
  | { intent: "upload" | "replace"; errors: { picture?: string; alt?: string }; alt: string; id?: number }
  | { intent: "upload" | "replace"; done: string; html: string; picture: UploadedForPicker }
  | { intent: "delete"; done: string }
  | { intent: "delete"; confirm: number }
  | { intent: "delete"; refused: string; uses: PictureUse[] };

const TOO_LARGE = "This picture is over 10 MB, the largest we take. Save it smaller and try again.";

function pictureId(form: FormData): number | null {
  return rowId(form.get("id"));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  // The server read none of it (app/lib/http/body-limits.ts): the description is still in the form on the page.
  if (bodyRefusedForRoute(context))
    return data<Result>({ intent: "upload", errors: { picture: TOO_LARGE }, alt: "" }, { status: 413 });
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 10) || "upload";
  const actor = actorOf(member, context);
  const { database, files } = await services();

  if (intent === "delete") {
    const id = pictureId(form);
    // Deleting a picture asks first (issue 36, item 5): the first post changes nothing.
    if (id !== null && !isConfirmed(form)) return data<Result>({ intent, confirm: id });
    const outcome =
      id === null ? ({ ok: false, reason: "not-found" } as const) : await deletePicture(database, files, id, actor);
    if (outcome.ok) return data<Result>({ intent, done: `Picture ${id} is deleted.` });
    if (outcome.reason === "in-use") {
      return data<Result>(
        {
          intent,
          refused: `Picture ${id} is still used, so it is kept. Take it out of these first:`,
          uses: outcome.uses,
        },
        { status: 409 },
      );
    }
    return data<Result>({ intent, done: "That picture was already deleted." });
  }

  const replacing = intent === "replace";
  const id = replacing ? pictureId(form) : null;
  const alt = textValue(form, "alt", 250);
  const file = form.get("picture");
  const errors: { picture?: string; alt?: string } = {};
  if (!(file instanceof File) || file.size === 0) errors.picture = "Choose a picture to upload.";
  else if (file.size > MAX_PICTURE_BYTES) errors.picture = TOO_LARGE;
  // A replacement keeps its description unless a new one is given.
  if (replacing ? alt.length > 0 && alt.length < 5 : alt.length < 5)
    errors.alt = "Describe what the picture shows, for people who cannot see it.";
  if (replacing && id === null) errors.picture = "Choose the picture to replace.";
  if (Object.keys(errors).length)
    return data<Result>(
      { intent: replacing ? "replace" : "upload", errors, alt, id: id ?? undefined },
      { status: 400 },
    );
  const bytes = Buffer.from(await (file as File).arrayBuffer());
  try {
    const stored = replacing
      ? await replacePicture(database, files, id!, bytes, alt || null, actor, (file as File).name)
      : await storePicture(database, files, bytes, alt, actor, (file as File).name);
    if (!stored)
      return data<Result>(
        { intent: "replace", errors: { picture: "That picture no longer exists." }, alt },
        { status: 404 },
      );
    const picture = {
      id: stored.id,
      width: stored.width,
      height: stored.height,
      widths: stored.widths,
      alt: stored.alt,
    };
    return data<Result>(
      replacing
        ? {
            intent: "replace",
            done: `Picture ${stored.id} is replaced, now ${stored.width} × ${stored.height}, at the same address: every article and person showing it shows the new one (visitors within ten minutes).`,
            html: pictureHtml(stored),
            picture,
          }
        : {
            intent: "upload",
            done: `Uploaded, ${stored.width} × ${stored.height}. Put it in an article with the editor's Picture button, or paste this into the body:`,
            html: pictureHtml(stored),
            picture,
          },
    );
  } catch (error) {
    if (error instanceof PictureError)
      return data<Result>(
        { intent: replacing ? "replace" : "upload", errors: { picture: error.message }, alt, id: id ?? undefined },
        { status: 400 },
      );
    throw error;
  }
}

export function meta() {
  return [{ title: `Pictures | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** One picture of the library: what it is, where it is used, and replacing or deleting it. */
function LibraryItem({ row, busy, result }: { row: Row; busy: boolean; result: Result | undefined }) {
  const location = useLocation();
  const replaceProblems =
    result && result.intent === "replace" && "errors" in result && result.id === row.id
      ? { errors: result.errors, values: { alt: result.alt } }
      : undefined;
  return (
    <li className={styles.libraryItem} aria-labelledby={`picture-${row.id}`}>
      <img src={row.preview} alt={row.alt} width={160} className={styles.thumb} />
      <div>
        <h3 id={`picture-${row.id}`}>Picture {row.id}</h3>
        <p>{row.alt}</p>
        <p className={styles.muted}>
          {row.fileName ? `${row.fileName} · ` : null}
          {row.size} · uploaded {row.uploaded}
        </p>
        <p>
          <code className={styles.linkBox}>{row.html}</code>
        </p>
        {row.uses.length ? (
          <>
            <p>Used in:</p>
            <ul>
              {row.uses.map((u) => (
                <li key={u.href}>
                  <Link to={u.href}>{u.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Not used by any article, draft or person.</p>
        )}
        {row.earlier.length ? (
          <>
            <p>Shown by earlier revisions (restoring one brings the picture back):</p>
            <ul>
              {row.earlier.map((u) => (
                <li key={u.href}>
                  <Link to={u.href}>{u.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <details>
          <summary>Replace picture {row.id}</summary>
          <Form method="post" encType="multipart/form-data" className={styles.formCard}>
            <input type="hidden" name="intent" value="replace" />
            <input type="hidden" name="id" value={row.id} />
            <FileField
              name="picture"
              id={`replace-${row.id}`}
              label="New picture"
              accept="image/jpeg,image/png,image/webp,image/avif"
              required
              problems={replaceProblems}
            />
            <TextField
              name="alt"
              id={`replace-alt-${row.id}`}
              label="New text for people who cannot see it (optional)"
              maxLength={250}
              hint="Leave empty to keep the present one."
              problems={replaceProblems}
            />
            <button type="submit" className="button" disabled={busy}>
              Replace picture {row.id}
            </button>
          </Form>
        </details>
        {row.uses.length ? null : result && "confirm" in result && result.confirm === row.id ? (
          <ConfirmStep
            intent="delete"
            fields={{ id: row.id }}
            encType="multipart/form-data"
            question={`Delete picture ${row.id} for good? Its files go at once and cannot be brought back${row.earlier.length ? "; the earlier revisions above that show it then show no picture" : ""}.`}
            yes={`Yes, delete picture ${row.id}`}
            keep="Keep it"
            keepHref={`${location.pathname}${location.search}#picture-${row.id}`}
          />
        ) : (
          <Form method="post" encType="multipart/form-data">
            {row.earlier.length ? (
              <p id={`delete-note-${row.id}`}>
                Deleting it leaves the earlier revisions above without it: restoring one of them then shows no picture
                here, and the history says so.
              </p>
            ) : null}
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              className="button button-secondary"
              disabled={busy}
              aria-describedby={row.earlier.length ? `delete-note-${row.id}` : undefined}
            >
              Delete picture {row.id}…
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

/** The media library: upload a picture (checked, resized to AVIF and WebP, stored), see where each is used, replace or delete one. */
export default function ContentPictures({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const problems =
    result && result.intent === "upload" && "errors" in result
      ? { errors: result.errors, values: { alt: result.alt } }
      : undefined;
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/content">Content</Link>
      </p>
      <h1>Pictures</h1>
      <p>
        Upload a photograph or drawing for an article (JPEG, PNG, WebP or AVIF, up to 10 MB, at least 320 pixels wide).
        The site checks that it is a picture, makes it 640, 1 024 and 1 600 pixels wide as AVIF and WebP, and keeps it.
      </p>
      {result && "done" in result ? (
        <Done key={result.done}>
          {result.done}{" "}
          {"html" in result && result.intent === "upload" ? (
            <code className={styles.linkBox}>{result.html}</code>
          ) : null}
        </Done>
      ) : null}
      {result && "refused" in result ? (
        <div role="alert" className="form-message form-message-error">
          <p>{result.refused}</p>
          <ul>
            {result.uses.map((u) => (
              <li key={u.href}>
                <Link to={u.href}>{u.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={styles.formCard}>
        <input type="hidden" name="intent" value="upload" />
        <FileField
          name="picture"
          label="Picture"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required
          problems={problems}
        />
        <TextField
          name="alt"
          label="Description"
          required
          maxLength={250}
          hint="What the picture shows, for people who cannot see it."
          problems={problems}
        />
        <p className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            Upload
          </button>
        </p>
      </Form>
      <h2>Uploaded pictures</h2>
      <ListPage
        search={
          <ListSearch label="Find pictures" submit="Find" className={styles.actions}>
            <TextField
              name="q"
              type="search"
              label="Find pictures"
              hint="Words of a picture's description or file name."
              maxLength={100}
              defaultValue={loaderData.q}
            />
          </ListSearch>
        }
        count={
          <>
            {loaderData.q
              ? `${loaderData.total} ${loaderData.total === 1 ? "picture matches" : "pictures match"} “${loaderData.q}”.`
              : `${loaderData.total} ${loaderData.total === 1 ? "picture" : "pictures"} in the library, newest first.`}
            {loaderData.pages > 1 ? ` Page ${loaderData.page} of ${loaderData.pages}.` : null}
          </>
        }
        items={{
          rows: loaderData.rows,
          rowKey: (row) => row.id,
          render: (row) => <LibraryItem row={row} busy={busy} result={result} />,
          className: styles.library,
          empty: loaderData.q ? null : <p>No pictures uploaded yet.</p>,
        }}
        pager={{
          page: loaderData.page,
          pages: loaderData.pages,
          link: (n) => listLink({ q: loaderData.q }, n),
          label: "Pages of pictures",
          previous: "Previous page",
          next: "Next page",
        }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
