import { useEffect, useEffectEvent, useId, useRef } from "react";

import { CLAIM_FILE_ACCEPT, CLAIM_FILE_LIMITS, checkSizes, formatBytes, refusalMessage } from "#app/claims/files.ts";
import type { RefusedFile } from "#app/forms/result.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import styles from "./ClaimFiles.module.css";

/** A file the claimant has chosen, with its upload progress (0 to 1) once sending. */
export interface ChosenFile {
  key: string;
  file: File;
  progress: number;
}

/**
 * The claim form's photos and documents. Without the page's script it is a
 * plain file input (several files at once) posted with the form. With it,
 * each choice is added to a list the claimant can remove from, checked for
 * size at once (the server checks again, and decides the kind by content),
 * and each file shows its progress while the claim is sent.
 */
export function ClaimFiles({
  id,
  chosen,
  onChange,
  refused,
  sending,
  name = "documents",
}: {
  id: string;
  chosen: ChosenFile[];
  onChange: (next: ChosenFile[], refusedNow: RefusedFile[]) => void;
  /** Files the server (or the size check) refused, by name. */
  refused: RefusedFile[];
  sending: boolean;
  name?: string;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const refusedId = `${id}-refused`;
  const keyBase = useId();

  function add(list: FileList | null) {
    if (!list?.length) return;
    const added = Array.from(list);
    const sizes = checkSizes(
      added,
      chosen.reduce((n, c) => ({ count: n.count + 1, bytes: n.bytes + c.file.size }), { count: 0, bytes: 0 }),
    );
    const next = [...chosen];
    const refusedNow: RefusedFile[] = [];
    added.forEach((file, i) => {
      const problem = sizes[i];
      if (problem) refusedNow.push({ name: file.name, reason: refusalMessage(problem) });
      else
        next.push({
          key: `${keyBase}-${file.name}-${file.size}-${file.lastModified}-${next.length}`,
          file,
          progress: 0,
        });
    });
    onChange(next, refusedNow);
    if (input.current) input.current.value = "";
  }

  // Files chosen before the script took over are in the input, which had no listener then: once hydrated the
  // input loses its name and the claim is sent from the list, so they are taken into the list here, or the
  // claim would be confirmed without them.
  const adoptEarlyChoice = useEffectEvent(() => add(input.current?.files ?? null));
  useEffect(() => {
    if (hydrated) adoptEarlyChoice();
  }, [hydrated]);

  return (
    <div className={styles.files}>
      <label htmlFor={id}>Photos and documents (optional)</label>
      <p id={hintId} className={styles.hint}>
        Up to {CLAIM_FILE_LIMITS.maxFiles} files, {formatBytes(CLAIM_FILE_LIMITS.maxFileBytes)} each and{" "}
        {formatBytes(CLAIM_FILE_LIMITS.maxTotalBytes)} in all: photos (JPEG, PNG, WebP or HEIC) and PDF documents such
        as quotations, the SAPS report or a claim form. We remove location data from photos before we store them.
      </p>
      {refused.length ? (
        <div id={refusedId} className={styles.refused}>
          <p>{refused.length === 1 ? "This file was not taken:" : `These ${refused.length} files were not taken:`}</p>
          <ul>
            {refused.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <strong>{f.name}</strong>: {f.reason}.
              </li>
            ))}
          </ul>
          {hydrated ? null : <p>Please choose the files you want to send again; everything you typed is kept.</p>}
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        // With the script, files are kept in the list below and sent from there; the input only picks them.
        name={hydrated ? undefined : name}
        type="file"
        multiple
        accept={CLAIM_FILE_ACCEPT}
        className={styles.input}
        aria-describedby={[hintId, refused.length ? refusedId : ""].filter(Boolean).join(" ")}
        onChange={(event) => add(event.currentTarget.files)}
        disabled={sending}
      />
      {hydrated && chosen.length ? (
        <ul className={styles.list} aria-label="Files to send">
          {chosen.map((c) => (
            <li key={c.key} className={styles.item}>
              <span className={styles.name}>{c.file.name}</span>
              <span className={styles.size}>{formatBytes(c.file.size)}</span>
              {sending || c.progress > 0 ? (
                <progress className={styles.progress} max={1} value={c.progress} aria-label={`${c.file.name} sent`}>
                  {Math.round(c.progress * 100)}%
                </progress>
              ) : (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() =>
                    onChange(
                      chosen.filter((other) => other.key !== c.key),
                      [],
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {c.file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Sends a claim form with XMLHttpRequest, for its upload progress: the form's
 * fields first, then the files in order, so that the bytes sent so far say
 * how far each file has gone. Resolves with the server's JSON answer.
 */
export function sendWithProgress<T>(
  url: string,
  form: HTMLFormElement,
  files: ChosenFile[],
  onProgress: (perFile: number[]) => void,
  fieldName = "documents",
): Promise<{ status: number; body: T | undefined }> {
  const body = new FormData(form);
  body.delete(fieldName);
  for (const c of files) body.append(fieldName, c.file, c.file.name);
  const total = files.reduce((n, c) => n + c.file.size, 0);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable) return;
      // The files are the last part of the body: what was sent beyond the text belongs to them, in order.
      let filesSent = Math.max(0, event.loaded - (event.total - total));
      onProgress(
        files.map((c) => {
          const part = Math.min(c.file.size, filesSent);
          filesSent -= part;
          return c.file.size ? part / c.file.size : 1;
        }),
      );
    });
    xhr.addEventListener("load", () => {
      let parsed: T | undefined;
      try {
        parsed = JSON.parse(xhr.responseText) as T;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener("error", () => reject(new Error("network")));
    xhr.addEventListener("abort", () => reject(new Error("aborted")));
    xhr.send(body);
  });
}
