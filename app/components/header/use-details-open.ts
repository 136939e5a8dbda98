import { useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * The open state of a `<details>` menu, which the browser owns: it opens and closes on a tap with or without the
 * page's script, so a tap before the script runs is never lost (decision 0022). React follows it: the state is
 * read from the element once hydrated (the person may have opened or closed it meanwhile) and on each `toggle`
 * event, always as the element says rather than flipped, so no tap is counted twice. Setting the state (to close
 * a menu on Escape or after a navigation) sets the element's `open`, which the element then confirms.
 */
export function useDetailsOpen(initiallyOpen: boolean) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(initiallyOpen);

  useEffect(() => {
    if (ref.current) setOpen(ref.current.open);
  }, []);

  const details = {
    ref,
    open,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    // A tap before hydration changes `open` from what the server sent; that is expected, not a mismatch.
    suppressHydrationWarning: true,
  };
  return [open, setOpen, details] as const;
}

export type DetailsProps = ReturnType<typeof useDetailsOpen>[2];
