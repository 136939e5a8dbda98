import { Link } from "react-router";

import { handleClaimReport } from "#app/claims/report.server.ts";
import { STEP_LABELS } from "#app/claims/steps.ts";
import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import EnquiryForm from "#app/components/forms/EnquiryForm.tsx";
import { RoleRefusedBoundary } from "#app/components/programme/RoleRefused.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { listClaims } from "#app/claims/claims.server.ts";
import { displayValue } from "#app/forms/notification.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { mayDo } from "#app/programmes/client-roles.ts";
import { lossTypesFor } from "#app/programmes/loss-types.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { programmeLossRun } from "#app/programmes/loss-run.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claims";
import styles from "./account.module.css";
import { clientAddressOf } from "#app/lib/http/request-context.ts";

/**
 * A programme's claims (issue 18), for its own signed-in users: report a claim
 * with their name and e-mail filled in, and follow every claim of their
 * programme, whoever in it reported it. The route ranks above
 * `:programme/:page` (a static segment), and no programme has a page called
 * "claims" (app/programmes/types.ts).
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme: file, user, member } = await requireProgrammeMember(context, url, params);
  const { database } = await services();
  // The stored figures (decision 0040): today's policy number and the kinds of loss the covers name.
  const programme = await storedProgramme(database, file);
  const claims = await listClaims(database, { programme: programme.slug, limit: 200 });
  // The claims of past years, from the programme's history as the loss run counts them (issue 35): newest first.
  const run = await programmeLossRun(database, programme);
  const past = run.claims.filter((c) => c.source === "history").toReversed();
  return {
    programme: { name: programme.name, slug: programme.slug },
    // Reached from the programme: its policy number filled in, and only the kinds of loss its covers answer for.
    defaults: { name: user.user.name, email: user.user.email, policyNumber: programme.details.policyNumber },
    lossTypes: lossTypesFor(programme.details.covers),
    mayReport: mayDo(member, "report-claim"),
    claims: claims.map((c) => ({
      reference: c.reference,
      path: `/${programme.slug}/claims/${c.reference}`,
      step: STEP_LABELS[c.step],
      stepAt: c.stepAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      loss: displayValue("claim_notification", "lossType", c.lossType),
      policyNumber: c.policyNumber,
      claimant: c.claimantName,
      files: c.files,
    })),
    past: past.map((c, key) => ({
      key,
      reference: c.reference,
      policyYear: c.policyYear,
      lossDate: formatDate(c.lossDate),
      category: c.category,
      paid: formatRand(c.paid),
    })),
  };
}

/** A claim with its files, streamed (app/claims/upload.server.ts). */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

/** The claim form's post without the page's script (with it, the form posts to /claims/report?programme=…). */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { programme: file, user } = await requireProgrammeMember(context, url, params, "report-claim");
  const { database, files } = await services();
  const programme = await storedProgramme(database, file);
  return handleClaimReport(request, `${programme.slug}/claims`, {
    database,
    files,
    clientAddress: clientAddressOf(context),
    programme: programme.slug,
    reportedBy: { context: user.context, userId: user.user.id },
    lossTypes: lossTypesFor(programme.details.covers),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: `Claims: ${loaderData.programme.name} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["claims"][number];

const columns: Column<Row>[] = [
  {
    header: "Reference",
    render: (r) => <Link to={r.path}>{r.reference}</Link>,
  },
  { header: "Reported", render: (r) => southAfricanTime(r.createdAt) },
  { header: "Step", render: (r) => `${r.step} (${southAfricanTime(r.stepAt)})` },
  { header: "Loss", render: (r) => r.loss },
  { header: "Policy", render: (r) => r.policyNumber },
  { header: "Reported by", render: (r) => r.claimant },
  { header: "Files", render: (r) => r.files, align: "number" },
];

type PastRow = Route.ComponentProps["loaderData"]["past"][number];

const pastColumns: Column<PastRow>[] = [
  { header: "Claim", render: (r) => r.reference ?? "No number on record" },
  { header: "Reported", render: () => "Before online claims" },
  { header: "Policy year", render: (r) => r.policyYear },
  { header: "Date of loss", render: (r) => r.lossDate },
  { header: "Loss", render: (r) => r.category },
  { header: "Paid", render: (r) => r.paid, align: "number" },
];

export default function ProgrammeClaims({ loaderData }: Route.ComponentProps) {
  const { programme, defaults, claims, past, mayReport, lossTypes } = loaderData;
  return (
    <article className={`container ${styles.page}`}>
      <h1>Claims: {programme.name}</h1>
      <ClaimsLine />
      <section aria-labelledby="programme-claims">
        <h2 id="programme-claims">Your programme&apos;s claims</h2>
        <p>
          Every claim reported online for {programme.name}, whoever of your team reported it, with where it is now. Open
          one to read its steps, the claims team&apos;s notes and messages, payments and documents.
        </p>
        <Table
          caption={`Claims of ${programme.name}`}
          captionHidden
          columns={columns}
          rows={claims}
          rowKey={(r) => r.reference}
          empty={
            past.length
              ? `No claims reported online yet: the ${past.length} claims of past years, reported before online claims, are listed below.`
              : "No claims reported online yet."
          }
        />
      </section>
      {past.length ? (
        <section aria-labelledby="past-claims">
          <h2 id="past-claims">Claims of past years</h2>
          <p>
            The {past.length} claims of {programme.name}&apos;s claims history, reported before online claims: each
            closed and paid in full, as the loss run counts them. They have no steps or messages here; for one of them,
            call the claims team.
          </p>
          <Table
            caption={`Claims of ${programme.name} reported before online claims, newest first`}
            columns={pastColumns}
            rows={past}
            rowKey={(r) => r.key}
          />
        </section>
      ) : null}
      {mayReport ? (
        <EnquiryForm
          block={{ type: "form", form: "claim_notification", heading: "Report a claim" }}
          endpoint={`/claims/report?programme=${encodeURIComponent(programme.slug)}`}
          defaults={defaults}
          choices={{ lossType: lossTypes }}
        />
      ) : (
        <section aria-labelledby="report-claim">
          <h2 id="report-claim">Report a claim</h2>
          <p>
            A requester of your team reports claims here; your client administrator gives the role. Or call us at any
            hour on <a href={site.claimsEmergencyPhoneHref}>{site.claimsEmergencyPhone}</a>.
          </p>
        </section>
      )}
    </article>
  );
}

export { RoleRefusedBoundary as ErrorBoundary };
