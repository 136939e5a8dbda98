/**
 * What @dnd-kit/core (the people list's drag and drop, decision 0042) takes from react-dom, without react-dom:
 * vite.config.ts resolves its `import ... from "react-dom"` here. Were it to import react-dom itself, the bundler
 * would split react-dom out of the entry into a chunk of its own shared with the staff page, and every public
 * page's first load would pay about half a kilobyte more (the 130 KB budget, tests/e2e/budget.spec.ts).
 */

/** React batches every update since React 18: the callback is simply run. */
export function unstable_batchedUpdates<A, R>(callback: (a: A) => R, a: A): R {
  return callback(a);
}

/** Used by dnd-kit only for an `accessibility.container` option, which the people list does not set. */
export function createPortal(): never {
  throw new Error("The people list's drag and drop draws its announcements in place, not in a portal.");
}
