// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";

import { trackPageview } from "#app/lib/browser/analytics.ts";

afterEach(() => {
  delete window.dataLayer;
});

describe("pageviews in the data layer", () => {
  it("carry a tracker's address with its token replaced, never the token", () => {
    const token = "q3W9-fT_8sLk2VbN0xYzA1cD4eF5gH6iJ7kL8mN9oPq";
    trackPageview(`/claims/track/${token}`);
    expect(window.dataLayer).toEqual([{ event: "pageview", page: "/claims/track/[token]" }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain(token);
  });

  it("carry other paths as they are", () => {
    trackPageview("/claims-handling/report-a-claim");
    expect(window.dataLayer).toEqual([{ event: "pageview", page: "/claims-handling/report-a-claim" }]);
  });
});
