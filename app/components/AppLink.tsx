import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Link, PrefetchPageLinks } from "react-router";

import { useHeaderSession } from "#app/navigation/header-session.ts";

/** Links start fetching their page when they come this close to the viewport (docs/specification.md, “Calls and analytics”). */
export const PREFETCH_MARGIN_PX = 200;

type AppLinkProps = Omit<ComponentProps<typeof Link>, "to" | "prefetch"> & {
  to: string;
  external?: boolean;
};

function isExternal(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to);
}

/**
 * The site's link. Internal links prefetch their route's code and data once
 * within 200 px of the viewport; React Router's own viewport prefetch has no
 * margin. A failed prefetch is a failed <link rel="prefetch">, which the
 * browser ignores. A signed-in visitor's links to "/" are not prefetched:
 * going there signs them out (docs/architecture.md, “Sign-in contexts”), so
 * its signed-in data is never used, and the server would only refuse to sign
 * them out for a prefetch (app/auth/home-visit.ts). External links open with their target and never leak the
 * opener or referrer.
 */
export function AppLink({ to, external, target, rel, children, ...props }: AppLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);
  const outside = external ?? isExternal(to);
  const signedIn = useHeaderSession() !== null;

  useEffect(() => {
    const el = ref.current;
    if (outside || near || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${PREFETCH_MARGIN_PX}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [outside, near]);

  if (outside) {
    const opensElsewhere = (target ?? "_blank") === "_blank";
    return (
      <a
        href={to}
        target={target ?? "_blank"}
        rel={rel ?? (opensElsewhere ? "noopener noreferrer" : undefined)}
        {...(props as ComponentProps<"a">)}
      >
        {children}
      </a>
    );
  }

  const page = to.split("#", 1)[0] ?? to;
  const prefetch = near && page && !page.endsWith(".pdf") && !(signedIn && page.split("?", 1)[0] === "/");
  return (
    <>
      <Link ref={ref} to={to} target={target} rel={rel} {...props}>
        {children}
      </Link>
      {prefetch ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}
