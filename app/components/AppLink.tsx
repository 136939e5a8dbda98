import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
} from "react";
import { Link, PrefetchPageLinks, UNSAFE_DataRouterContext } from "react-router";

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
 *
 * Routes are discovered lazily (react-router.config.ts, decision 0019), so a
 * link is prefetched only once the router knows its route: before that, its
 * path matches no route or the catch-all 404 route, whose data would be
 * fetched instead.
 */
export function AppLink(props: AppLinkProps) {
  // The server writes an internal link's markup itself: the anchor React Router's <Link> would write, without its
  // thirty-odd hooks and path resolution per link, which the page's 100-odd links (header, burger menu, footer) made
  // a large share of a signed-in page's render (decision 0064). The browser hydrates the same anchor as a <Link>.
  // `import.meta.env.SSR` is fixed at build time, so each build takes one branch only.
  if (import.meta.env.SSR && isPlainInternal(props)) return <ServerAppLink {...props} />;
  return <BrowserAppLink {...props} />;
}

/**
 * An absolute path a <Link> writes unchanged as its href (no dot segment, doubled slash or trailing slash), with
 * nothing that makes a <Link> write more than its anchor (a prefetch, a mask, discover="none", a reloadDocument).
 */
export function isPlainInternal({ to, external, ...props }: AppLinkProps): boolean {
  if (external ?? isExternal(to)) return false;
  if ("prefetch" in props || "mask" in props || "discover" in props || "reloadDocument" in props) return false;
  const path = to.split(/[?#]/, 1)[0] ?? to;
  return (
    path.startsWith("/") &&
    !path.includes("//") &&
    !/(^|\/)\.\.?(\/|$)/.test(path) &&
    (path === "/" || !path.endsWith("/"))
  );
}

/** What <Link> renders on the server for such a path (react-router's LinkWithRef): the anchor, href as given. */
function ServerAppLink({
  to,
  target,
  external: _external,
  children,
  onClick: _onClick,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  ...rest
}: AppLinkProps) {
  return (
    <>
      {/* In <Link>'s order of attributes, so that the page's bytes are as they were. */}
      <a {...rest} href={to} target={target} data-discover="true">
        {children}
      </a>
      {null}
    </>
  );
}

function BrowserAppLink({ to, external, target, rel, children, ...props }: AppLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);
  const outside = external ?? isExternal(to);
  const signedIn = useHeaderSession() !== null;
  // Asked only once the link is near the viewport: matching every link of a page against the
  // routes was a quarter of a signed-in page's server time, for links no server render prefetches.
  const discovered = useDiscovered(outside || !near ? null : (to.split(/[?#]/, 1)[0] ?? to));

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
  const prefetch = near && discovered && page && !page.endsWith(".pdf") && !(signedIn && page.split("?", 1)[0] === "/");
  return (
    <>
      <Link ref={ref} to={to} target={target} rel={rel} {...props}>
        {children}
      </Link>
      {prefetch ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}

/**
 * Whether the router surely knows the route of `path`. Before the page's links are
 * discovered, the router holds only the routes of the page and its parent paths, and a
 * path may match one of those that is not its own: `/risk-management` matches the
 * programme route `:programme` (found for the parent path `/insurance-products`), a
 * mistyped one the catch-all 404 route. A static route that matches is the path's own;
 * a dynamic one is trusted only once routes were discovered after this link appeared.
 * It follows the router itself rather than its React state: React holds a route update
 * back while a widget waits to hydrate (app/components/blocks/lazy-widget.tsx), and links
 * in view should not wait for that to be prefetched.
 */
function useDiscovered(path: string | null): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((changed: () => void) => router?.subscribe(changed) ?? (() => {}), [router]);
  const routes = useSyncExternalStore(
    subscribe,
    () => router?.routes,
    () => router?.routes,
  );
  const [routesAtFirst] = useState(routes);
  return useMemo(() => {
    if (!router || path === null || routes === undefined) return true;
    const leaf = router.match(path)?.at(-1)?.route;
    if (leaf === undefined || leaf.path === "*") return false;
    const dynamic = /(^|\/)[:*]/.test(leaf.path ?? "");
    return !dynamic || routes !== routesAtFirst;
  }, [router, routes, routesAtFirst, path]);
}
