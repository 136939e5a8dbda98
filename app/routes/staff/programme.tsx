import { data, Link, useActionData } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { ActionCard } from "#app/components/staff/ActionForm.tsx";
import { CheckboxField, Done, ErrorSummary, FileField, TextArea, TextField } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { EditConflictNotice, editConflict, type EditConflict } from "#app/components/staff/EditConflict.tsx";
import { site } from "#app/config/site.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { PICTURE_UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { bodyRefusedForRoute } from "#app/lib/http/refused-body.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { claimsTeam } from "#app/programmes/claims-team.ts";
import { LOSS_TYPES } from "#app/programmes/loss-types.ts";
import { premiumYearLabel } from "#app/programmes/loss-run.ts";
import { lossTypeLabel, programmeFormLabels } from "#app/programmes/programme-form-labels.ts";
import { CLAIMS_TEAM_IDS, detailsFromForm, formValuesOf, NEW_CLAIM_PARTS } from "#app/programmes/programme-form.ts";
import {
  addWordingVersion,
  findProgrammeData,
  listProgrammeRevisions,
  listWordings,
  MAX_WORDING_BYTES,
  saveProgrammeData,
  WordingError,
} from "#app/programmes/programme-data.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/programme";
import styles from "./staff.module.css";

async function recordOf(slug: string | undefined) {
  const programme = slug ? findProgramme(slug) : undefined;
  if (!programme) notFound();
  const { database } = await services();
  const record = await findProgrammeData(database, programme.slug);
  if (!record) notFound();
  return { programme, record, database };
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "account-executive");
  const { programme, record, database } = await recordOf(params.slug);
  const revisions = await listProgrammeRevisions(database, programme.slug);
  const wordings = await listWordings(database, programme.slug);
  const { details } = record;
  return {
    wordings: wordings.map((w) => ({
      id: w.id,
      version: w.version,
      effective: formatDate(w.effectiveDate),
      standing:
        w.standing === "upcoming"
          ? `Upcoming: in force from ${formatDate(w.effectiveDate)}`
          : w.standing === "in force"
            ? "In force"
            : "Replaced",
      source: w.hasPdf ? "The insurer's PDF" : "Set from the wording's text",
    })),
    programme: { slug: programme.slug, name: programme.name },
    version: record.version,
    updated: `${southAfricanTime(record.updatedAt)}${record.updatedBy ? ` by ${record.updatedBy}` : ""}`,
    values: formValuesOf(details),
    covers: details.covers.length,
    tiers: details.rating.tiers.map((t) => ({ label: t.label, kind: t.kind })),
    classes: details.rating.classes.map((c) => c.label),
    // Named as the policy years they are (a year of the history is the policy year ending in it): "2024/25".
    years: details.premiumHistory.map((p) => premiumYearLabel(p.year, details.renewalDate)),
    claims: details.claims.length,
    revisions: revisions.slice(0, 20).map((r) => ({
      version: r.version,
      at: southAfricanTime(r.changedAt),
      by: r.changedBy ?? "the system",
      changes: r.changes.map((c) => `${c.field}: ${String(c.from ?? "(none)")} → ${String(c.to ?? "(none)")}`),
    })),
  };
}

type Result =
  | {
      errors: Record<string, string>;
      values: Record<string, string>;
      conflict?: EditConflict;
      /** Which form the mistakes are in: the wording upload's, else the figures'. */
      wording?: true;
    }
  | { done: string };

/** A wording's PDF of up to 10 MB with its two fields; a larger one is refused in the form, which keeps the rest. */
export const bodyLimits: RouteBodyLimits = { multipart: PICTURE_UPLOAD_BODY, answersRefusal: true };

const TOO_LARGE = "This file is over 10 MB, the largest a wording can be. Save the PDF smaller and choose it again.";

/** A new wording version: the insurer's PDF, its version and the date it is in force from. */
async function uploadWording(
  form: FormData,
  slug: string,
  actor: Parameters<typeof addWordingVersion>[3],
): Promise<Result> {
  const values = {
    version: textValue(form, "wordingVersion", 20),
    effectiveDate: textValue(form, "effectiveDate", 10),
  };
  const file = form.get("wordingFile");
  const errors: Record<string, string> = {};
  if (!(file instanceof File) || file.size === 0) errors.wordingFile = "Choose the wording's PDF.";
  else if (file.size > MAX_WORDING_BYTES) errors.wordingFile = TOO_LARGE;
  if (!/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/.test(values.version))
    errors.wordingVersion = "Give the version as printed on the wording, such as 2026.2.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveDate) || Number.isNaN(Date.parse(values.effectiveDate)))
    errors.effectiveDate = `Enter the date it is in force from, such as ${formatDate("2027-01-01")}.`;
  const typed = { wordingVersion: values.version, effectiveDate: values.effectiveDate };
  if (Object.keys(errors).length) return { errors, values: typed, wording: true };
  const { database, files } = await services();
  try {
    await addWordingVersion(
      database,
      files,
      { slug, ...values, bytes: Buffer.from(await (file as File).arrayBuffer()) },
      actor,
    );
  } catch (error) {
    if (error instanceof WordingError) return { errors: { wordingFile: error.message }, values: typed, wording: true };
    throw error;
  }
  const upcoming = values.effectiveDate > southAfricanDay(new Date());
  return {
    done: upcoming
      ? `Wording version ${values.version} is in the client's documents, listed as in force from ${formatDate(values.effectiveDate)}; the wording in force stays on their wording page until that day.`
      : `Wording version ${values.version}, in force from ${formatDate(values.effectiveDate)}, is on the client's wording page and in their documents.`,
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "account-executive");
  const { programme, record, database } = await recordOf(params.slug);
  // The server read none of it (app/lib/http/body-limits.ts): what was typed is still in the form on the page.
  if (bodyRefusedForRoute(context))
    return data<Result>({ errors: { wordingFile: TOO_LARGE }, values: {}, wording: true }, { status: 413 });
  const form = await readFormBody(request);
  if (form.get("intent") === "wording") {
    const result = await uploadWording(form, programme.slug, actorOf(member, context));
    return data<Result>(result, { status: "errors" in result ? 400 : 200 });
  }
  const { details, errors, values } = detailsFromForm(
    record.details,
    (name) => textValue(form, name, 4000),
    southAfricanDay(new Date()),
  );
  if (Object.keys(errors).length) return data<Result>({ errors, values }, { status: 400 });
  const version = wholeNumber(form.get("version")) ?? 0;
  const outcome = await saveProgrammeData(database, programme.slug, version, details, actorOf(member, context));
  if (!outcome.ok && outcome.reason === "not-found") notFound();
  if (!outcome.ok)
    return data<Result>({ errors: {}, values, conflict: editConflict(outcome.current) }, { status: 409 });
  const count = outcome.changes.length;
  return data<Result>({
    done: count
      ? `Saved version ${outcome.record.version}: ${count} figure${count === 1 ? "" : "s"} changed. ${programme.name}'s pages show ${count === 1 ? "it" : "them"} within five seconds.`
      : "Nothing had changed: nothing was saved.",
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.programme.name ?? "Programme"} | Programmes | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The policy's texts of several lines: its registered address and its summary. */
const POLICY_TEXTS = [
  { name: "address", rows: 3, hint: "One line of the address per line." },
  { name: "summary", rows: 4 },
] as const;

/** One programme's figures: change them, with every save kept as a revision. */
export default function StaffProgramme({ loaderData }: Route.ComponentProps) {
  const { programme, values, revisions } = loaderData;
  const result = useActionData<typeof action>();
  const mistakes = result && "errors" in result ? result : undefined;
  // Each form keeps its own mistakes and what was typed in it; the other shows what is stored.
  const problems = mistakes?.wording ? undefined : mistakes;
  const uploadProblems = mistakes?.wording ? mistakes : undefined;
  const done = result && "done" in result ? result.done : null;
  const labels = programmeFormLabels(loaderData);
  const field = (
    name: string,
    extra: { type?: "text" | "date"; hint?: string; inputMode?: "decimal"; required?: boolean } = {},
  ) => (
    <TextField
      key={name}
      name={name}
      label={labels[name]!}
      required
      defaultValue={values[name]}
      problems={problems}
      {...extra}
    />
  );
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/programmes">Programmes</Link>
      </p>
      <h1>{programme.name}</h1>
      <p>
        Version {loaderData.version}, last changed {loaderData.updated}. The client&apos;s pages and the quotation
        calculator read these figures; a change shows there within five seconds.
      </p>
      {done ? <Done key={done}>{done}</Done> : null}
      {problems?.conflict ? (
        <EditConflictNotice
          conflict={problems.conflict}
          what="this programme"
          href={`/staff/programmes/${programme.slug}`}
        />
      ) : null}
      <ErrorSummary errors={mistakes?.errors} labels={labels} />
      {/* Keyed by the version: after a save every field shows what is stored (a past claim removed moves the rest up). */}
      <ActionCard
        key={loaderData.version}
        hidden={{ version: problems?.conflict?.version ?? loaderData.version }}
        label="Save the figures"
        browserChecks
      >
        <fieldset>
          <legend>Policy</legend>
          {field("policyNumber")}
          {field("renewalDate", { type: "date" })}
          {field("registeredName")}
          {POLICY_TEXTS.map(({ name, ...area }) => (
            <TextArea
              key={name}
              name={name}
              label={labels[name]!}
              required
              {...area}
              defaultValue={values[name]}
              problems={problems}
            />
          ))}
        </fieldset>
        {Array.from({ length: loaderData.covers }, (_, i) => (
          <fieldset key={i}>
            <legend>Cover {i + 1}</legend>
            {field(`covers.${i}.name`)}
            {field(`covers.${i}.limit`)}
            <TextArea
              name={`covers.${i}.basis`}
              label={labels[`covers.${i}.basis`]!}
              required
              rows={2}
              defaultValue={values[`covers.${i}.basis`]}
              problems={problems}
            />
            <fieldset>
              <legend>Kinds of loss it answers for on the claim form</legend>
              {LOSS_TYPES.map((type) => (
                <CheckboxField
                  key={type}
                  name={`covers.${i}.loss.${type}`}
                  label={lossTypeLabel(type)}
                  defaultChecked={values[`covers.${i}.loss.${type}`] === "on"}
                  problems={problems}
                />
              ))}
            </fieldset>
          </fieldset>
        ))}
        <fieldset>
          <legend>Claims contacts</legend>
          {CLAIMS_TEAM_IDS.map((id) => (
            <CheckboxField
              key={id}
              name={`contact.${id}`}
              label={`${claimsTeam[id].name}: ${claimsTeam[id].role}`}
              defaultChecked={values[`contact.${id}`] === "on"}
              problems={problems}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>Excesses</legend>
          <p>
            Each tier&apos;s excess as the client&apos;s pages and new quotations give it. Change the label with the
            excess: it is the tier&apos;s name on the client&apos;s pages.
          </p>
          {loaderData.tiers.map((t, i) => (
            <fieldset key={i}>
              <legend>Tier {i + 1}</legend>
              {field(`tiers.${i}.label`, { hint: "Such as 10% min 10k, or Flat 25K." })}
              {t.kind === "percentage"
                ? [
                    field(`tiers.${i}.percent`, { inputMode: "decimal", hint: "Per cent of each claim." }),
                    field(`tiers.${i}.minimum`, {
                      inputMode: "decimal",
                      hint: "In rand: the least excess a claim bears.",
                    }),
                  ]
                : field(`tiers.${i}.amount`, { inputMode: "decimal", hint: "In rand, on each claim." })}
              {field(`tiers.${i}.factor`, { inputMode: "decimal", hint: "The premium multiplier, such as 0.9." })}
            </fieldset>
          ))}
        </fieldset>
        <fieldset>
          <legend>Quotation rates</legend>
          {loaderData.classes.map((_, i) => [
            field(`classes.${i}.ratePerMille`, { inputMode: "decimal" }),
            field(`classes.${i}.maxValue`, { inputMode: "decimal", hint: "In rand." }),
          ])}
          {field("sasriaPerMille", { inputMode: "decimal" })}
          {field("minimumPremium", { inputMode: "decimal", hint: "In rand, before SASRIA and VAT." })}
        </fieldset>
        <fieldset>
          <legend>Loss run</legend>
          {field("largeLossThreshold", {
            inputMode: "decimal",
            hint: "In rand: the loss run lists each claim that incurs this or more as a large loss.",
          })}
        </fieldset>
        <fieldset>
          <legend>Premium history</legend>
          {loaderData.years.map((_, i) => [
            field(`premiumHistory.${i}.premium`, { inputMode: "decimal", hint: "In rand." }),
            field(`premiumHistory.${i}.exposure`, { inputMode: "decimal", hint: "Vehicles or insured items." }),
          ])}
        </fieldset>
        {/* Long (a hundred claims or more), so folded; opened when one of its fields is wrong. */}
        <details open={Object.keys(problems?.errors ?? {}).some((name) => /^(claims|newClaim)\./.test(name))}>
          <summary>Claims of past years ({loaderData.claims})</summary>
          <p>
            Each claim closed and paid in full, as the loss run counts it. Change one, tick one to remove it, or fill in
            the new claim; then save the figures.
          </p>
          {Array.from({ length: loaderData.claims }, (_, i) => (
            <fieldset key={i}>
              <legend>Past claim {i + 1}</legend>
              {/* Not required in the browser: one ticked to go may be left empty, and the server names what is wrong. */}
              {field(`claims.${i}.date`, { type: "date", required: false })}
              {field(`claims.${i}.category`, { hint: "Such as Fire, or Burglary and theft.", required: false })}
              {field(`claims.${i}.amount`, {
                inputMode: "decimal",
                hint: "In rand, gross of any excess.",
                required: false,
              })}
              {field(`claims.${i}.reference`, { hint: "The insurer's, where there is one.", required: false })}
              <CheckboxField name={`claims.${i}.remove`} label={labels[`claims.${i}.remove`]!} problems={problems} />
            </fieldset>
          ))}
          <fieldset>
            <legend>New past claim</legend>
            {NEW_CLAIM_PARTS.map((part) => (
              <TextField
                key={part}
                name={`newClaim.${part}`}
                label={labels[`newClaim.${part}`]!}
                type={part === "date" ? "date" : "text"}
                inputMode={part === "amount" ? "decimal" : undefined}
                hint={
                  part === "amount"
                    ? "In rand, gross of any excess. Leave the fields empty to add none."
                    : part === "reference"
                      ? "Optional: the insurer's claim number."
                      : undefined
                }
                problems={problems}
              />
            ))}
          </fieldset>
        </details>
      </ActionCard>
      <h2>Policy wording</h2>
      <Table
        caption="Policy wording versions, newest first"
        captionHidden
        rows={loaderData.wordings}
        rowKey={(w) => w.id}
        columns={[
          { header: "Version", render: (w) => w.version },
          { header: "In force from", render: (w) => w.effective },
          { header: "Standing", render: (w) => w.standing },
          { header: "Source", render: (w) => w.source },
        ]}
      />
      <ActionCard intent="wording" label="Upload the new version" encType="multipart/form-data" browserChecks>
        <FileField
          name="wordingFile"
          label={labels.wordingFile!}
          accept="application/pdf"
          required
          problems={uploadProblems}
        />
        <TextField
          name="wordingVersion"
          label={labels.wordingVersion!}
          required
          maxLength={20}
          hint="As printed on the wording, such as 2026.2."
          problems={uploadProblems}
        />
        <TextField name="effectiveDate" label={labels.effectiveDate!} type="date" required problems={uploadProblems} />
      </ActionCard>
      <h2>Revisions</h2>
      <Table
        caption="Revisions, newest first"
        captionHidden
        rows={revisions}
        rowKey={(r) => r.version}
        empty="No change since the figures were brought over from the programme files."
        columns={[
          { header: "Version", render: (r) => r.version },
          { header: "When", render: (r) => r.at },
          { header: "Who", render: (r) => r.by },
          {
            header: "What changed",
            render: (r) => (
              <ul>
                {r.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
