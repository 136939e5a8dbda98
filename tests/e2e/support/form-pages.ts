import { pages } from "#app/content/pages.ts";
import { formKinds, type FormKind } from "#app/forms/kinds.ts";

/** The page each form is on, read from the content (a page holds at most one form). */
export const formPage = Object.fromEntries(
  formKinds.map((kind) => {
    const entry = Object.entries(pages).find(([, page]) =>
      page.blocks.some((b) => b.type === "form" && b.form === kind),
    );
    if (!entry) throw new Error(`No page holds the ${kind} form`);
    return [kind, entry[0]];
  }),
) as Record<FormKind, string>;
