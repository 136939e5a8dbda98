/**
 * The public pages that carry the claim form: they take a claim's files, so their posts get the upload limit
 * (app/routes/public/page.tsx's `bodyLimits`). A list of its own rather than a look through the page content,
 * which would bring every page's text into the browser's copy of the route (report-pages.test.ts keeps the two
 * in step).
 */
export const CLAIM_REPORT_PAGES: readonly string[] = ["/claims-handling/report-a-claim"];
