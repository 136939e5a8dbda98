import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import {
  listPictures,
  MAX_PICTURE_BYTES,
  pictureHtml,
  PictureError,
  storePicture,
} from "#app/articles/pictures.server.ts";
import { Done, FileField, TextField } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import { PICTURE_UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
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
  const pictures = await listPictures(database);
  return {
    rows: pictures.map((p) => ({
      id: p.id,
      preview: `/media/pictures/${p.id}-${p.widths[0]}.webp`,
      alt: p.alt,
      size: `${p.width} × ${p.height}`,
      html: pictureHtml(p),
      uploaded: `${southAfricanTime(p.uploadedAt)}${p.uploadedBy ? ` by ${p.uploadedBy}` : ""}`,
    })),
  };
}

/** A picture of up to 10 MB and its description; a larger one is refused in the form, which the page's script keeps. */
export const bodyLimits: RouteBodyLimits = { multipart: PICTURE_UPLOAD_BODY, answersRefusal: true };

type Result = { errors: { picture?: string; alt?: string }; alt: string } | { done: string; html: string };

const TOO_LARGE = "This picture is over 10 MB, the largest we take. Save it smaller and try again.";

export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  // The server read none of it (app/lib/http/body-limits.ts): the description is still in the form on the page.
  if (bodyRefusedForRoute(context)) return data<Result>({ errors: { picture: TOO_LARGE }, alt: "" }, { status: 413 });
  const form = await readFormBody(request);
  const alt = textValue(form, "alt", 250);
  const file = form.get("picture");
  const errors: { picture?: string; alt?: string } = {};
  if (!(file instanceof File) || file.size === 0) errors.picture = "Choose a picture to upload.";
  else if (file.size > MAX_PICTURE_BYTES) errors.picture = TOO_LARGE;
  if (alt.length < 5) errors.alt = "Describe what the picture shows, for people who cannot see it.";
  if (Object.keys(errors).length) return data<Result>({ errors, alt }, { status: 400 });
  const { database, files } = await services();
  try {
    const stored = await storePicture(
      database,
      files,
      Buffer.from(await (file as File).arrayBuffer()),
      alt,
      actorOf(member, context),
    );
    return data<Result>({
      done: `Uploaded, ${stored.width} × ${stored.height}. Put it in an article with the editor's Picture button, or paste this into the body:`,
      html: pictureHtml(stored),
    });
  } catch (error) {
    if (error instanceof PictureError)
      return data<Result>({ errors: { picture: error.message }, alt }, { status: 400 });
    throw error;
  }
}

export function meta() {
  return [{ title: `Pictures | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns = [
  {
    header: "Picture",
    render: (r: Row) => <img src={r.preview} alt={r.alt} width={160} className={styles.thumb} />,
  },
  { header: "Description", render: (r: Row) => r.alt },
  { header: "Size", render: (r: Row) => r.size },
  { header: "Uploaded", render: (r: Row) => r.uploaded },
  { header: "HTML for the body", render: (r: Row) => <code className={styles.linkBox}>{r.html}</code> },
];

/** Pictures for article bodies: upload one (checked, resized to AVIF and WebP, stored), copy its HTML. */
export default function ContentPictures({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const problems = result && "errors" in result ? { errors: result.errors, values: { alt: result.alt } } : undefined;
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
        <Done key={result.html}>
          {result.done} <code className={styles.linkBox}>{result.html}</code>
        </Done>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={styles.formCard}>
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
      <Table
        caption="Uploaded pictures"
        captionHidden
        columns={columns}
        rows={loaderData.rows}
        rowKey={(r) => String(r.id)}
        empty="No pictures uploaded yet."
        layout="cards"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
