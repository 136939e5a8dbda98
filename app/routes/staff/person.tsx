import { data, Link, redirect, useActionData } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { isImageKey } from "#app/articles/pictures.ts";
import { findPicture, listPictures } from "#app/articles/pictures.server.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import { ActionCard } from "#app/components/staff/ActionForm.tsx";
import { RequiredTextFields } from "#app/components/staff/FieldRows.tsx";
import { isConfirmed } from "#app/components/staff/ConfirmStep.tsx";
import { EditConflictNotice, editConflict, type EditConflict } from "#app/components/staff/EditConflict.tsx";
import { Done, ErrorSummary, SelectField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { imageCatalogue, type ImageKey } from "#app/content/image-catalogue.ts";
import { pages } from "#app/content/pages.ts";
import { isLeadershipGroup, leadershipGroups, type PictureSource } from "#app/content/people.ts";
import { addPerson, findPerson, removePerson, savePerson, type PersonFields } from "#app/people/people.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { reindexAfterEdit } from "#app/search/index.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/person";
import styles from "./staff.module.css";

/** The portraits drawn for the site, one per person it was built with. */
const PORTRAIT_OPTIONS = (Object.keys(imageCatalogue) as ImageKey[])
  .filter((key) => imageCatalogue[key] === "portrait")
  .map((key) => {
    const name = key.replace(/^people\//, "");
    return { value: key, label: `Drawn portrait: ${name.charAt(0).toUpperCase()}${name.slice(1)}` };
  });

const GROUP_OPTIONS = leadershipGroups.map((g) => ({ value: g, label: g }));

const LABELS = {
  name: "Name",
  title: "Title",
  email: "E-mail address",
  team: "Group",
  picture: "Picture",
} as const;

type Field = keyof typeof LABELS;

/** The person's fields typed as text, in the form's order. */
const TEXT_FIELDS = [
  { name: "name", maxLength: 100 },
  { name: "title", maxLength: 120 },
  { name: "email", type: "email", maxLength: 200, hint: "Shown with a link where they are a key contact." },
] as const;

/** The public pages a person appears on: the showcase always, and every lineup that names them. */
function pagesShowing(id: string): { path: string; title: string }[] {
  return Object.entries(pages)
    .filter(([, page]) =>
      page.blocks.some(
        (b) =>
          b.type === "leadership" || ((b.type === "keyContacts" || b.type === "managers") && b.people.includes(id)),
      ),
    )
    .map(([path, page]) => ({ path, title: page.title }));
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const uploads = await listPictures(database);
  const pictureOptions = [
    ...uploads.map((p) => ({ value: `picture:${p.id}`, label: `Uploaded picture ${p.id}: ${p.alt}` })),
    ...PORTRAIT_OPTIONS,
  ];
  if (params.id === undefined) return { person: null, pictureOptions, preview: null, done: null };
  const person = await findPerson(database, params.id);
  if (!person) notFound();
  let preview: PictureSource | null = isImageKey(person.picture) ? person.picture : null;
  const upload = /^picture:(\d+)$/.exec(person.picture);
  if (upload) {
    const found = await findPicture(database, Number(upload[1]));
    if (found) preview = { id: found.id, width: found.width, height: found.height, widths: found.widths };
  }
  return {
    person: {
      ...person,
      updatedAt: person.updatedAt.toISOString(),
      shownOn: pagesShowing(person.id),
    },
    pictureOptions,
    preview,
    done: url.searchParams.get("done") === "added" ? `${person.name} is on the site, last in ${person.team}.` : null,
  };
}

type Result =
  | {
      errors: Partial<Record<Field, string>>;
      values: Record<string, string>;
      conflict?: EditConflict;
    }
  | { done: string }
  | { confirm: "remove" };

function readFields(form: FormData, pictures: Set<string>) {
  const values = {
    name: textValue(form, "name", 100),
    title: textValue(form, "title", 120),
    email: textValue(form, "email", 200).toLowerCase(),
    team: textValue(form, "team", 40),
    picture: textValue(form, "picture", 40),
  };
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.length < 2) errors.name = "Enter the person's full name, as the site should show it.";
  if (values.title.length < 2) errors.title = "Enter their job title, such as Motor Claims Manager.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    errors.email = "Enter an e-mail address, such as name@example.co.za.";
  if (!isLeadershipGroup(values.team)) errors.team = "Choose the group they belong to.";
  if (!pictures.has(values.picture)) errors.picture = "Choose a picture of them.";
  return { values, errors, fields: values as PersonFields };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 10);
  const actor = actorOf(member, context);
  const { database } = await services();

  if (intent === "remove" && params.id !== undefined) {
    // Taking someone off the site asks first (issue 36, item 5): the first post changes nothing.
    if (!isConfirmed(form)) return data<Result>({ confirm: "remove" });
    const removed = await removePerson(database, params.id, actor);
    if (!removed) notFound();
    await reindexAfterEdit(database, "pages");
    return redirect(`/staff/people?removed=${encodeURIComponent(removed.name)}`);
  }

  const uploads = await listPictures(database);
  const known = new Set([...uploads.map((p) => `picture:${p.id}`), ...PORTRAIT_OPTIONS.map((o) => o.value)]);
  const { values, errors, fields } = readFields(form, known);
  if (Object.keys(errors).length) return data<Result>({ errors, values }, { status: 400 });

  if (params.id === undefined) {
    const added = await addPerson(database, fields, actor);
    await reindexAfterEdit(database, "pages");
    return redirect(`/staff/people/${added.id}?done=added`);
  }
  const version = wholeNumber(form.get("version")) ?? 0;
  const outcome = await savePerson(database, params.id, version, fields, actor);
  if (!outcome.ok && outcome.reason === "not-found") notFound();
  if (!outcome.ok)
    return data<Result>({ errors: {}, values, conflict: editConflict(outcome.current) }, { status: 409 });
  await reindexAfterEdit(database, "pages");
  return data<Result>({
    done: `Saved. ${outcome.person.name}, ${outcome.person.title}, shows on the site within a few seconds.`,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.person?.name ?? "Add a person";
  return [{ title: `${name} | People | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** One person: change what the site shows of them, or take them off it; or add someone new. */
export default function StaffPerson({ loaderData }: Route.ComponentProps) {
  const { person, pictureOptions, preview } = loaderData;
  const result = useActionData<typeof action>();
  const problems = result && "errors" in result ? result : undefined;
  const done = result && "done" in result ? result.done : loaderData.done;
  // The person's two choices, their group and their picture, each with what to know before choosing.
  const selects = [
    {
      name: "team",
      options: GROUP_OPTIONS,
      placeholder: "Choose a group",
      hint: person ? "Moving someone to another group puts them at its end." : undefined,
    },
    {
      name: "picture",
      options: pictureOptions,
      placeholder: "Choose a picture",
      hint: (
        <>
          Upload a new picture under <Link to="/staff/content/pictures">Pictures</Link> first (it then appears here,
          newest first). It is shown 4 by 5, cut to fit.
        </>
      ),
    },
  ] as const;
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/people">People</Link>
      </p>
      <h1>{person ? person.name : "Add a person"}</h1>
      {person ? (
        <p>
          {person.team}, place {person.position + 1}. Shown on{" "}
          {person.shownOn.map((p, i) => (
            <span key={p.path}>
              {i > 0 ? (i === person.shownOn.length - 1 ? " and " : ", ") : null}
              <a href={p.path}>{p.title}</a>
            </span>
          ))}
          .{" "}
          <span className={styles.muted}>
            Last changed {southAfricanTime(person.updatedAt)}
            {person.updatedBy ? ` by ${person.updatedBy}` : ""}.
          </span>
        </p>
      ) : (
        <p>
          A new person goes at the end of their group on the leadership showcase; move them from the list of people
          afterwards.
        </p>
      )}
      {done ? <Done key={done}>{done}</Done> : null}
      {problems?.conflict ? (
        <EditConflictNotice conflict={problems.conflict} what="this person" href={`/staff/people/${person?.id}`} />
      ) : null}
      <ErrorSummary errors={problems?.errors} labels={LABELS} />
      <ActionCard
        intent="save"
        hidden={person ? { version: problems?.conflict?.version ?? person.version } : undefined}
        label={person ? "Save and publish" : "Add to the site"}
        after={<Link to="/staff/people">Back to the people</Link>}
        browserChecks
      >
        <RequiredTextFields
          fields={TEXT_FIELDS}
          labels={LABELS}
          valueOf={(name) => person?.[name]}
          problems={problems}
        />
        {selects.map(({ name, ...select }) => (
          <SelectField
            key={name}
            name={name}
            label={LABELS[name]}
            required
            {...select}
            defaultValue={person?.[name]}
            problems={problems}
          />
        ))}
        {preview ? (
          <figure className={styles.portraitPreview}>
            <Picture image={preview} alt="" sizes="160px" />
            <figcaption className={styles.muted}>The picture the site shows now</figcaption>
          </figure>
        ) : null}
      </ActionCard>
      {person ? (
        <>
          <h2>Take {person.name} off the site</h2>
          <ActionCard
            intent="remove"
            label="Take off the site…"
            danger
            explain="They leave the leadership showcase and every lineup at once; the others close up. You will be asked to confirm."
            confirm={
              result && "confirm" in result
                ? {
                    question: `Take ${person.name} off the site? They leave the leadership showcase and every lineup at once, and the others close up. This cannot be undone here: to bring them back, add them again.`,
                    yes: `Yes, take ${person.name} off the site`,
                  }
                : undefined
            }
          />
        </>
      ) : null}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
