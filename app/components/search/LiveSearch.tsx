import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { MAX_QUERY_LENGTH } from "#app/search/query.ts";
import type { SuggestResponse } from "#app/search/suggest.ts";
import styles from "./LiveSearch.module.css";

/** Wait this long after the last keystroke before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 150;
/** Fewer characters than this show nothing yet. */
const MIN_CHARACTERS = 2;

type State =
  | { status: "idle" }
  | { status: "loading"; text: string }
  | { status: "done"; answer: SuggestResponse }
  | { status: "failed"; text: string };

function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ q: text })}`;
}

/** What the live region says: counts and reasons, never the results themselves (they are reachable by Tab). */
function announcement(state: State): string {
  if (state.status !== "done") return state.status === "failed" ? "Results could not be loaded." : "";
  const { answer } = state;
  switch (answer.kind) {
    case "ok":
      return answer.total === 0
        ? `No results for ${answer.text}.`
        : `${answer.total} ${answer.total === 1 ? "result" : "results"}; ${Math.min(answer.total, answer.results.length)} shown below.`;
    case "too-long":
      return `Searches can be at most ${MAX_QUERY_LENGTH} characters.`;
    case "no-words":
      return "Type letters or numbers to search.";
    case "unavailable":
      return "Search is not available at the moment.";
    case "limited":
      return "Too many searches in the last minute. Please wait a minute, or press Enter to see the search page.";
    case "busy":
      return "Search is busy. Please try again in a few seconds.";
    case "empty":
      return "";
  }
}

/**
 * Results as the visitor types, for the header's search form (app/components/header/Header.tsx), which
 * loads this module on its first focus. The form's input stays the header's own (it works without this);
 * this listens to it, asks /search/suggest after each pause, announces the count in a live region and
 * lists the results as links right after the field: Tab or the down arrow reaches them, the arrows move
 * between them, Escape closes the list and returns to the field. Submitting opens /search in the app.
 */
export function LiveSearch({ inputId }: { inputId: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const [open, setOpen] = useState(false);
  // The input's listeners (added once) read whether the list is open from here.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = `${inputId}-results`;

  // A new page closes the list.
  const [page, setPage] = useState(location.key);
  if (page !== location.key) {
    setPage(location.key);
    setOpen(false);
  }

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || !input.form) return;
    const form = input.form;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const ask = async () => {
      const text = input.value.trim();
      controller?.abort();
      if (text.length < MIN_CHARACTERS) {
        setState({ status: "idle" });
        setOpen(false);
        return;
      }
      controller = new AbortController();
      setState({ status: "loading", text });
      try {
        const response = await fetch(`/search/suggest?${new URLSearchParams({ q: text })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        // A refusal (too many searches: 429, busy: 503) comes with its reason, which the list shows.
        if (!response.ok && response.status !== 429 && response.status !== 503) {
          throw new Error(`status ${response.status}`);
        }
        setState({ status: "done", answer: (await response.json()) as SuggestResponse });
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setState({ status: "failed", text });
      }
      setOpen(true);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" && openRef.current) {
        const first = panelRef.current?.querySelector("a");
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === "Escape" && openRef.current) {
        // Only the list closes; a second Escape reaches the header (and closes the burger menu).
        event.stopPropagation();
        setOpen(false);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      const text = input.value.trim();
      event.preventDefault();
      setOpen(false);
      navigate(text ? searchHref(text) : "/search");
    };
    // Focus leaving the form (not into its list) closes the list.
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onFocusIn = () => {
      if (!openRef.current && input.value.trim().length >= MIN_CHARACTERS) void ask();
    };

    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    form.addEventListener("submit", onSubmit);
    form.addEventListener("focusout", onFocusOut);
    form.addEventListener("focusin", onFocusIn);
    // Text typed before this loaded is searched at once.
    if (input.value.trim().length >= MIN_CHARACTERS) void ask();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("focusout", onFocusOut);
      form.removeEventListener("focusin", onFocusIn);
    };
  }, [inputId, navigate]);

  const answer = state.status === "done" ? state.answer : undefined;
  const shown = open && (answer !== undefined || state.status === "failed");
  // The field names the list it controls only while there is one.
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (shown) input?.setAttribute("aria-controls", listId);
    else input?.removeAttribute("aria-controls");
  }, [shown, inputId, listId]);

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const links = [...(panelRef.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) document.getElementById(inputId)?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.stopPropagation();
      setOpen(false);
      document.getElementById(inputId)?.focus();
    }
  };

  return (
    <>
      <output className="visually-hidden">{open ? announcement(state) : ""}</output>
      {shown ? (
        // The arrow keys move between the links; each link is also a Tab stop of its own.
        // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
        <div ref={panelRef} id={listId} className={styles.panel} onKeyDown={onPanelKeyDown}>
          {answer?.kind === "ok" && answer.results.length ? (
            <ul className={styles.list} aria-label="Search results">
              {answer.results.map((result) => (
                <li key={result.url}>
                  {result.kind === "document" ? (
                    <a href={result.url} className={styles.result}>
                      <span className={styles.title}>{result.title}</span>
                      <span className={styles.section}>PDF · {result.section}</span>
                    </a>
                  ) : (
                    <Link to={result.url} className={styles.result}>
                      <span className={styles.title}>{result.title}</span>
                      <span className={styles.section}>{result.section}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.message}>{announcement(state)}</p>
          )}
          {answer?.kind === "ok" && answer.total > 0 ? (
            <Link to={searchHref(answer.text)} className={styles.all}>
              {answer.total > answer.results.length
                ? `See all ${answer.total} results`
                : "See these results with excerpts"}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
