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

/**
 * Choosing a picture from the media library (issue 29): the site's drawn scenes (for a hero) and every uploaded
 * picture, each a button named by its description, with its thumbnail; or a new upload, which is chosen once
 * it is stored. Replaces the browser's prompt() boxes.
 */
export function MediaPicker({
  open,
  title,
  scenes,
  pictures,
  current,
  onChoose,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Offered only for a hero. */
  scenes: Scene[];
  pictures: LibraryPicture[];
  /** The chosen one's key or `picture:<id>`, shown as pressed. */
  current?: string;
  onChoose: (choice: MediaChoice) => void;
  onClose: () => void;
}) {
  const upload = useFetcher<UploadAnswer>();
  const id = useId();
  const answer = upload.data;

  useEffect(() => {
    if (answer && "picture" in answer) onChoose({ kind: "picture", picture: answer.picture });
    // Only a new answer chooses: onChoose changes with every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

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
        {pictures.length ? (
          <ul className={styles.grid}>
            {pictures.map((picture) => (
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
        ) : (
          <p>No pictures uploaded yet.</p>
        )}
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
