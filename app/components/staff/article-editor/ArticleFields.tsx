import { lazy, Suspense } from "react";

import { FIELD_LIMITS, FORM_LABELS, type FormField } from "#app/articles/form.ts";
import { SelectField, TextArea, TextField, type FieldProblems } from "#app/components/forms/fields.tsx";
import styles from "#app/routes/staff/staff.module.css";
import type { useEditorPickers } from "./pickers.tsx";

type EditorPickers = ReturnType<typeof useEditorPickers>;

// The rich-text editor's code loads on this page only, and only in a browser running it.
const RichTextEditor = lazy(() => import("#app/components/staff/RichTextEditor.tsx"));

const KIND_OPTIONS = [
  { value: "news", label: "News" },
  { value: "events", label: "Event" },
];

interface Props {
  /** What the form opens with: the stored article (or its draft), or nothing for a new one. */
  values: Partial<Record<FormField, string>> | undefined;
  problems: FieldProblems | undefined;
  /** Today, South African time: a new article's date. */
  today: string;
  /** The listing the kind and date put the article in, such as /media/events/2027. */
  listing: string;
  /** With the page's script: the rich-text editor over the body, and the pickers. */
  hydrated: boolean;
  /** The hero list's options, and the pickers the body's toolbar and the hero's button open. */
  pickers: Pick<EditorPickers, "heroOptions" | "chooseLink" | "choosePicture" | "chooseHero">;
}

/**
 * The article's fields, in the order of `FORM_LABELS` (the error summary's). Each control is named, labelled,
 * limited and filled from its field's name, so the form, its limits (`FIELD_LIMITS`, the server's too) and what
 * was typed before a refusal cannot drift apart. Without JavaScript the body is a box of HTML.
 */
export function ArticleFields(props: Props) {
  const { values, problems, hydrated } = props;
  const field = (name: FormField) => ({
    name,
    label: FORM_LABELS[name],
    defaultValue: values?.[name],
    problems,
  });
  const text = (name: FormField) => ({ ...field(name), maxLength: FIELD_LIMITS[name] });
  return (
    <>
      <TextField {...text("title")} required />
      <SelectField {...field("kind")} options={KIND_OPTIONS} required defaultValue={values?.kind ?? "news"} />
      <TextField
        {...field("date")}
        type="date"
        required
        defaultValue={values?.date ?? props.today}
        hint={`Of the news, or of the event. Its year decides the listing: ${props.listing}.`}
      />
      <TextField {...text("location")} hint="For events: where it takes place." />
      <TextArea
        {...text("summary")}
        rows={3}
        required
        hint="One or two sentences, at most 160 characters: shown on the listing and by search engines."
      />
      <TextArea
        {...text("body")}
        rows={18}
        hint="Headings, lists, links, quotes and pictures with a description (without JavaScript, this is a box of HTML: <p>, <h2>, <ul>, <a href>…). Anything else, such as scripts or styles, is removed when you save."
      />
      {hydrated ? (
        <Suspense fallback={null}>
          <RichTextEditor
            textareaId="body"
            label={FORM_LABELS.body}
            chooseLink={props.pickers.chooseLink}
            choosePicture={props.pickers.choosePicture}
          />
        </Suspense>
      ) : null}
      <SelectField
        {...field("heroImage")}
        options={props.pickers.heroOptions}
        required
        placeholder="Choose a picture"
        hint="One of the site's drawn scenes, or an uploaded picture: the list holds the newest uploads and this article's own; the library's picker finds any other."
      />
      {hydrated ? (
        <p className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={props.pickers.chooseHero}>
            Choose the hero picture from the library
          </button>
        </p>
      ) : null}
      <TextField {...text("heroAlt")} required hint="What the picture shows, for people who cannot see it." />
      <TextField
        {...text("slug")}
        hint="The last part of the article's address. Leave empty to make it from the title. If you change it, the old address keeps working."
      />
      <TextField
        {...text("seoTitle")}
        hint="Optional: the title search engines and link previews show, if not the article's own."
      />
      <TextArea {...text("seoDescription")} rows={2} hint="Optional: if not the summary." />
    </>
  );
}
