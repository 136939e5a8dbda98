import { useEffect, useId } from "react";
import { useFetcher } from "react-router";

import { FileField, TextField } from "#app/components/forms/fields.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import type { ImageKey } from "#app/content/images.ts";
import type { UploadedPicture } from "#app/content/people.ts";
import { Dialog } from "./Dialog.tsx";
import styles from "./pickers.module.css";

export interface LibraryPicture extends UploadedPicture {
  alt: string;
}

export interface Scene {
  key: ImageKey;
  label: string;
}

export type MediaChoice = { kind: "scene"; scene: Scene } | { kind: "picture"; picture: LibraryPicture };

type UploadAnswer =
  { errors: { picture?: string; alt?: string }; alt: string } | { done: string; picture: LibraryPicture } | undefined;

/** What the media library's page (app/routes/staff/content-pictures.tsx) answers for one page of a search. */
interface LibraryPage {
  q: string;
  total: number;
  page: number;
  pages: number;
  rows: { picture: LibraryPicture }[];
}

/** The library's page of pictures matching `q`: its data is what the picker shows (decision 0045). */
export function libraryAddress(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${LIBRARY}${search ? `?${search}` : ""}`;
}

const LIBRARY = "/staff/content/pictures";

/**
 * Choosing a picture from the media library (issue 29): the site's drawn scenes (for a hero) and the uploaded
 * pictures, found by words of their description or file name and a page at a time from the server (a library
 * of thousands stays quick), each a button named by its description, with its thumbnail; or a new upload,
 * which is chosen once it is stored. Replaces the browser's prompt() boxes.
 */
export function MediaPicker({
  open,
  title,
  scenes,
  current,
  onChoose,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Offered only for a hero. */
  scenes: Scene[];
  /** The chosen one's key or `picture:<id>`, shown as pressed. */
  current?: string;
  onChoose: (choice: MediaChoice) => void;
  onClose: () => void;
}) {
  const upload = useFetcher<UploadAnswer>();
  const finder = useFetcher<LibraryPage>();
  const id = useId();
  const answer = upload.data;
  const found = finder.data;

  useEffect(() => {
    // Each opening starts from the newest pictures: one uploaded since the last opening is among them.
    if (open) void finder.load(LIBRARY);
    // Once per opening: the fetcher changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (answer && "picture" in answer) onChoose({ kind: "picture", picture: answer.picture });
    // Only a new answer chooses: onChoose changes with every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const turnTo = (page: number) => {
    if (!found || page < 1 || page > found.pages) return;
    void finder.load(libraryAddress(found.q, page));
  };
  const status =
    finder.state !== "idle"
      ? "Looking for pictures…"
      : !found
        ? ""
        : `${found.q ? `${found.total} ${found.total === 1 ? "picture matches" : "pictures match"} “${found.q}”` : `${found.total} ${found.total === 1 ? "picture" : "pictures"}, newest first`}${found.pages > 1 ? `, page ${found.page} of ${found.pages}` : ""}.`;

  const problems = answer && "errors" in answer ? { errors: answer.errors, values: { alt: answer.alt } } : undefined;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {scenes.length ? (
        <section aria-labelledby={`${id}-scenes`}>
          <h3 id={`${id}-scenes`}>The site's drawn scenes</h3>
          <ul className={styles.grid}>
            {scenes.map((scene) => (
              <li key={scene.key}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={current === scene.key}
                  onClick={() => onChoose({ kind: "scene", scene })}
                >
                  <Picture image={scene.key} alt="" sizes="10rem" className={styles.thumb} />
                  <span>{scene.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-uploads`}>
        <h3 id={`${id}-uploads`}>Uploaded pictures</h3>
        <search aria-label="Find pictures">
          <finder.Form method="get" action={LIBRARY} className={styles.find}>
            <TextField
              name="q"
              id={`${id}-q`}
              type="search"
              label="Find pictures"
              hint="Words of a picture's description or file name."
              maxLength={100}
              defaultValue={found?.q ?? ""}
            />
            <button type="submit" className="button">
              Find
            </button>
          </finder.Form>
        </search>
        <p aria-live="polite">{status}</p>
        {found?.rows.length ? (
          <ul className={styles.grid} aria-busy={finder.state !== "idle"}>
            {found.rows.map(({ picture }) => (
              <li key={picture.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={current === `picture:${picture.id}`}
                  onClick={() => onChoose({ kind: "picture", picture })}
                >
                  <Picture image={picture} alt="" sizes="10rem" className={styles.thumb} />
                  <span>{picture.alt}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : found && !found.q ? (
          <p>No pictures uploaded yet.</p>
        ) : null}
        {found && found.pages > 1 ? (
          <nav aria-label="Pages of pictures" className={styles.buttons}>
            {/* aria-disabled rather than disabled: the button keeps the focus on the first or last page. */}
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={found.page <= 1}
              onClick={() => turnTo(found.page - 1)}
            >
              Previous page
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={found.page >= found.pages}
              onClick={() => turnTo(found.page + 1)}
            >
              Next page
            </button>
          </nav>
        ) : null}
      </section>
      <section aria-labelledby={`${id}-upload`}>
        <h3 id={`${id}-upload`}>Upload a new picture</h3>
        <upload.Form
          method="post"
          action="/staff/content/pictures"
          encType="multipart/form-data"
          className={styles.upload}
        >
          <input type="hidden" name="intent" value="upload" />
          <FileField
            name="picture"
            id={`${id}-file`}
            label="Picture (JPEG, PNG, WebP or AVIF, up to 10 MB)"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            problems={problems}
          />
          <TextField
            name="alt"
            id={`${id}-alt`}
            label="Description"
            required
            maxLength={250}
            hint="What the picture shows, for people who cannot see it."
            problems={problems}
          />
          <p aria-live="polite">{upload.state === "submitting" ? "Uploading and resizing…" : ""}</p>
          <button type="submit" className="button" disabled={upload.state !== "idle"}>
            Upload and choose
          </button>
        </upload.Form>
      </section>
    </Dialog>
  );
}
