import { sceneKeys } from "./pictures.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { isArticleKind, SLUG_PATTERN, slugify, type ArticleFields } from "./types.ts";

/** The edit form's fields, in order, with their labels (the error summary lists them so). */
export const FORM_LABELS = {
  title: "Title",
  kind: "Kind",
  date: "Date",
  location: "Location",
  summary: "Summary",
  body: "Body",
  heroImage: "Hero picture",
  heroAlt: "Picture description",
  slug: "Address (slug)",
  seoTitle: "Search title",
  seoDescription: "Search description",
} as const;

export type FormField = keyof typeof FORM_LABELS;

export const BODY_MAX = 100_000;

/** Each field's length limit: the form's `maxlength`s and the server's check alike. */
export const FIELD_LIMITS: Record<FormField, number> = {
  title: 200,
  kind: 10,
  date: 10,
  location: 200,
  summary: 160,
  body: BODY_MAX,
  heroImage: 100,
  heroAlt: 250,
  slug: 80,
  seoTitle: 70,
  seoDescription: 160,
};

export type ArticleForm =
  | { ok: true; fields: ArticleFields; values: Record<FormField, string> }
  | { ok: false; errors: Partial<Record<FormField, string>>; values: Record<FormField, string> };

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * Reads and checks an article's form: a message per field, and what was typed
 * kept as it was (cut at each field's limit). An empty address is made from
 * the title. The body is sanitised when it is stored, not here.
 */
export function readArticleForm(form: FormData): ArticleForm {
  const values = Object.fromEntries(
    (Object.keys(FIELD_LIMITS) as FormField[]).map((name) => [name, textValue(form, name, FIELD_LIMITS[name] + 1)]),
  ) as Record<FormField, string>;
  const errors: Partial<Record<FormField, string>> = {};
  for (const name of Object.keys(FIELD_LIMITS) as FormField[]) {
    if (values[name].length > FIELD_LIMITS[name])
      errors[name] = `Keep this to ${FIELD_LIMITS[name].toLocaleString("en-ZA")} characters.`;
  }
  if (!values.title) errors.title = "Give the article a title.";
  if (!isArticleKind(values.kind)) errors.kind = "Choose news or event.";
  if (!validDate(values.date)) errors.date = `Enter a date such as ${formatDate("2026-11-20")}.`;
  if (!values.summary) errors.summary = "Write a sentence or two for the listing and search engines.";
  if (!values.body.replace(/<[^>]*>/g, "").trim()) errors.body = "Write the article's text.";
  // A scene of the site's own, or an uploaded picture (whether it exists is checked where it is stored).
  if (!(sceneKeys as string[]).includes(values.heroImage) && !/^picture:\d{1,12}$/.test(values.heroImage))
    errors.heroImage = "Choose a picture.";
  if (values.heroAlt.length < 5) errors.heroAlt = "Describe what the picture shows, for people who cannot see it.";
  const slug = values.slug || slugify(values.title);
  if (!errors.slug && values.slug && !SLUG_PATTERN.test(values.slug)) {
    errors.slug = "Use lower-case letters, digits and single hyphens, such as storm-season-2026.";
  }
  if (!slug && !errors.title) errors.slug = "Give the article an address.";
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    values: { ...values, slug },
    fields: {
      kind: values.kind as ArticleFields["kind"],
      slug,
      title: values.title,
      date: values.date,
      summary: values.summary,
      bodyHtml: values.body,
      heroImage: values.heroImage,
      heroAlt: values.heroAlt,
      location: values.location || null,
      seoTitle: values.seoTitle || null,
      seoDescription: values.seoDescription || null,
    },
  };
}

/** The form's values for a stored article. */
export function formValues(fields: ArticleFields): Record<FormField, string> {
  return {
    title: fields.title,
    kind: fields.kind,
    date: fields.date,
    location: fields.location ?? "",
    summary: fields.summary,
    body: fields.bodyHtml,
    heroImage: fields.heroImage,
    heroAlt: fields.heroAlt,
    slug: fields.slug,
    seoTitle: fields.seoTitle ?? "",
    seoDescription: fields.seoDescription ?? "",
  };
}
