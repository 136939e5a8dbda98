import { siteFrame as site } from "#app/config/site-frame.ts";

/** What the error page says for each answer a visitor may cause; anything else is our fault. */
export function errorMessage(status: number | undefined): { title: string; heading: string; text: string } {
  switch (status) {
    case 404:
      return {
        title: "Page not found",
        heading: "We could not find that page",
        text: "The address may be mistyped, or the page may have moved.",
      };
    case 400:
      return {
        title: "Request not understood",
        heading: "We could not read what was sent",
        text: `Part of the request was missing or not in a form we take. Go back and try again; if it keeps happening, call us on ${site.phone}.`,
      };
    case 405:
      return {
        title: "Not possible here",
        heading: "That cannot be done on this page",
        text: `This page has nothing to send. If you were filling in a form, go back and try again, or call us on ${site.phone}.`,
      };
    case 413:
      return {
        title: "Too large",
        heading: "What you sent is too large",
        text: `The site's forms take up to 100 KB, which is many pages of text. Go back, shorten what you wrote, and send it again, or call us on ${site.phone} and we will help.`,
      };
    default:
      return {
        title: "Something went wrong",
        heading: "Something went wrong on our side",
        text: `Please try again in a moment. If it keeps happening, call us on ${site.phone}.`,
      };
  }
}
