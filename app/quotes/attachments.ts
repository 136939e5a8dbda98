/**
 * What the pages' PDF fields say (issue 27, item 5), shared with the browser: the server decides by content
 * (app/quotes/attachments.server.ts).
 */

/** The file field: the one the claims' upload code reads (`FILES_FIELD`, app/claims/upload.server.ts). */
export const PDF_FIELD = "documents";

/** The browser's file picker filter. */
export const PDF_ACCEPT = ".pdf,application/pdf";
