import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

import { trackPageview } from "#app/lib/browser/analytics.ts";
import { setUpScrollAnimations } from "#app/lib/browser/scroll-animations.ts";

/**
 * What happens when a route change completes (docs/specification.md, “Behaviour”): scroll
 * animations are set up for the new page and a pageview goes to the data
 * layer. Scrolling to the top (and restoring on back/forward) is React
 * Router's <ScrollRestoration>. The first page load counts as a pageview too,
 * so the landing page is never missing from analytics.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";

  useEffect(() => {
    if (!idle) return;
    trackPageview(location.pathname);
    return setUpScrollAnimations();
    // A new location object means a new navigation, even to the same path.
  }, [location, idle]);

  return null;
}
