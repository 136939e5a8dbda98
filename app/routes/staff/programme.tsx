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
import { displayValue } from "#app/forms/notification.ts";
import { LOSS_TYPES } from "#app/programmes/loss-types.ts";
import { CLAIMS_TEAM_IDS, detailsFromForm, formValuesOf } from "#app/programmes/programme-form.ts";
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
    tiers: details.rating.tiers.map((t) => t.label),
    classes: details.rating.classes.map((c) => c.label),
    years: details.premiumHistory.map((p) => p.year),
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
    errors.effectiveDate = "Enter the date it is in force from, such as 2027-01-01.";
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
  const { details, errors, values } = detailsFromForm(record.details, (name) => textValue(form, name, 4000));
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

/** A kind of loss as the claim form words it ("Fire or explosion"). */
const lossTypeLabel = (type: string) => displayValue("claim_notification", "lossType", type);

/** Labels for the error summary, by field name. */
function labelsOf(loaderData: Route.ComponentProps["loaderData"]): Record<string, string> {
  const labels: Record<string, string> = {
    policyNumber: "Policy number",
    renewalDate: "Renewal date",
    registeredName: "Registered name",
    address: "Registered address",
    summary: "Summary",
    sasriaPerMille: "SASRIA rate per R1 000",
    minimumPremium: "Minimum premium",
    ...Object.fromEntries(CLAIMS_TEAM_IDS.map((id) => [`contact.${id}`, `Claims contact: ${claimsTeam[id].name}`])),
    wordingFile: "Wording PDF",
    wordingVersion: "Wording version",
    effectiveDate: "In force from",
  };
  for (let i = 0; i < loaderData.covers; i++) {
    labels[`covers.${i}.name`] = `Cover ${i + 1}: name`;
    labels[`covers.${i}.limit`] = `Cover ${i + 1}: limit`;
    labels[`covers.${i}.basis`] = `Cover ${i + 1}: basis`;
    for (const type of LOSS_TYPES) labels[`covers.${i}.loss.${type}`] = `Cover ${i + 1}: ${lossTypeLabel(type)}`;
  }
  loaderData.tiers.forEach((t, i) => (labels[`tiers.${i}.factor`] = `${t}: premium factor`));
  loaderData.classes.forEach((c, i) => {
    labels[`classes.${i}.ratePerMille`] = `${c}: rate per R1 000`;
    labels[`classes.${i}.maxValue`] = `${c}: largest value`;
  });
  for (let i = 0; i < loaderData.claims; i++) {
    labels[`claims.${i}.date`] = `Past claim ${i + 1}: date of loss`;
    labels[`claims.${i}.category`] = `Past claim ${i + 1}: kind of loss`;
    labels[`claims.${i}.amount`] = `Past claim ${i + 1}: amount`;
    labels[`claims.${i}.remove`] = `Remove past claim ${i + 1}`;
  }
  labels["newClaim.date"] = "New past claim: date of loss";
  labels["newClaim.category"] = "New past claim: kind of loss";
  labels["newClaim.amount"] = "New past claim: amount";
  loaderData.years.forEach((y, i) => {
    labels[`premiumHistory.${i}.premium`] = `${y}: premium`;
    labels[`premiumHistory.${i}.exposure`] = `${y}: exposure`;
  });
  return labels;
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
  const labels = labelsOf(loaderData);
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
          <legend>Quotation rates</legend>
          {loaderData.tiers.map((_, i) => field(`tiers.${i}.factor`, { inputMode: "decimal" }))}
          {loaderData.classes.map((_, i) => [
            field(`classes.${i}.ratePerMille`, { inputMode: "decimal" }),
            field(`classes.${i}.maxValue`, { inputMode: "decimal", hint: "In rand." }),
          ])}
          {field("sasriaPerMille", { inputMode: "decimal" })}
          {field("minimumPremium", { inputMode: "decimal", hint: "In rand, before SASRIA and VAT." })}
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
              <CheckboxField name={`claims.${i}.remove`} label={labels[`claims.${i}.remove`]!} problems={problems} />
            </fieldset>
          ))}
          <fieldset>
            <legend>New past claim</legend>
            {(["date", "category", "amount"] as const).map((part) => (
              <TextField
                key={part}
                name={`newClaim.${part}`}
                label={labels[`newClaim.${part}`]!}
                type={part === "date" ? "date" : "text"}
                inputMode={part === "amount" ? "decimal" : undefined}
                hint={
                  part === "amount" ? "In rand, gross of any excess. Leave the three empty to add none." : undefined
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
