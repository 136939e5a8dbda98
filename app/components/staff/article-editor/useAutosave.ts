import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useFetcher } from "react-router";

import type { EditorResult } from "#app/articles/editor-result.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";

/** How long typing has to stop before the fields are saved automatically. */
const AUTOSAVE_AFTER_MS = 3000;

/** The fields of a form as text, for the preview and to know whether anything changed since the last save. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
}

/** What of the form counts as the article (not the intent or version). */
function snapshot(fields: Record<string, string>): string {
  const { intent: _intent, version: _version, ...rest } = fields;
  return JSON.stringify(rest);
}

/**
 * Nothing typed is lost (issue 29): the fields are saved to the article's draft a few seconds after typing
 * stops, a warning comes before leaving with changes not yet saved (in the app, and on closing the tab), and the
 * preview follows what is typed. Without the page's script the form saves by its button, as before.
 */
export function useAutosave(formRef: RefObject<HTMLFormElement | null>, initialVersion: number) {
  const fetcher = useFetcher<EditorResult>();
  // A new article's first automatic save creates it: from then on the page saves to it, and the address in the
  // browser names it, so a reload or a reopened tab finds the text.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(initialVersion);
  // The last automatic save, when and by whom: the page's header and publishing panel follow it without a reload
  // (issue 36, item 4), as the loader's data is not read again after an autosave.
  const [lastSaved, setLastSaved] = useState<{ at: string; by: string | null; version: number } | null>(null);
  const saved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  useEffect(() => setVersion((v) => Math.max(v, initialVersion)), [initialVersion]);

  useEffect(() => {
    const form = formRef.current;
    if (form) saved.current = snapshot(fieldsOf(form));
  }, [formRef, initialVersion]);

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || answer.intent !== "autosave") return;
    if ("version" in answer) {
      if (answer.created !== undefined) {
        setCreatedId(answer.created);
        // The router keeps its own state in the entry; only the address changes.
        window.history.replaceState(window.history.state, "", `/staff/content/${answer.created}`);
      }
      setVersion(answer.version);
      setLastSaved({ at: answer.savedAt, by: answer.savedBy, version: answer.version });
      saved.current = pending.current;
      const form = formRef.current;
      setDirty(!!form && snapshot(fieldsOf(form)) !== saved.current);
    }
    if ("conflict" in answer) stopped.current = true;
  }, [answer, formRef]);

  const pending = useRef<string | null>(null);
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const now = fieldsOf(form);
      setFields(now);
      setDirty(snapshot(now) !== saved.current);
      if (stopped.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = fieldsOf(form);
        if (snapshot(current) === saved.current) return;
        // A new article (no version yet) is created once: while its first save is under way, the next waits.
        const isNew = !form.elements.namedItem("version");
        if (isNew && creating.current) return;
        creating.current = isNew;
        pending.current = snapshot(current);
        fetcher.submit(
          { ...current, intent: "autosave", version: String(versionRef.current) },
          {
            method: "post",
            ...(createdRef.current === null ? {} : { action: `/staff/content/${createdRef.current}` }),
          },
        );
      }, AUTOSAVE_AFTER_MS);
    },
    // fetcher.submit is stable; the version and the created article are read from refs when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const versionRef = useRef(version);
  versionRef.current = version;
  const createdRef = useRef(createdId);
  createdRef.current = createdId;
  const creating = useRef(false);
  useEffect(() => {
    // Once it is created, the form names its version and is no longer new; until then a failed try may be retried.
    if (fetcher.state === "idle" && !(fetcher.data && "created" in fetcher.data)) creating.current = false;
  }, [fetcher.state, fetcher.data]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** The form is being sent by its button: what it holds is saved by that. */
  const onSubmit = useCallback(() => {
    clearTimeout(timer.current);
    setDirty(false);
  }, []);

  const status =
    fetcher.state !== "idle"
      ? "Saving…"
      : answer && answer.intent === "autosave"
        ? "version" in answer
          ? `Saved automatically at ${southAfricanTime(answer.savedAt).slice(-5)}.`
          : "skipped" in answer
            ? answer.skipped
            : null
        : null;
  const conflict = answer && answer.intent === "autosave" && "conflict" in answer ? answer.conflict : null;
  return { fields, dirty, version, onInput, onSubmit, status, conflict, createdId, lastSaved };
}
