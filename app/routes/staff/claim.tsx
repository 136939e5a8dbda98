import { Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { findClaim } from "#app/claims/claims.server.ts";
import { claimDeskAction } from "#app/claims/desk-actions.server.ts";
import { claimDesk } from "#app/claims/desk.server.ts";
import { AcknowledgePanel } from "#app/components/claims/desk/AcknowledgePanel.tsx";
import { ClaimFiles } from "#app/components/claims/desk/ClaimFiles.tsx";
import { ClaimHistory } from "#app/components/claims/desk/ClaimHistory.tsx";
import { AcknowledgeBox, Outcome } from "#app/components/claims/desk/DeskPanel.tsx";
import { MessagePanel } from "#app/components/claims/desk/MessagePanel.tsx";
import { MoneyPanel } from "#app/components/claims/desk/MoneyPanel.tsx";
import { MovePanel } from "#app/components/claims/desk/MovePanel.tsx";
import { NextStepPanel } from "#app/components/claims/desk/NextStepPanel.tsx";
import { NotePanel } from "#app/components/claims/desk/NotePanel.tsx";
import { Badge } from "#app/components/Badge.tsx";
import { OwnerPanel } from "#app/components/staff/OwnerPanel.tsx";
import { SentEmails } from "#app/components/staff/SentEmails.tsx";
import { SubmittedFields } from "#app/components/staff/SubmittedFields.tsx";
import { useSettledAnswer } from "#app/components/forms/use-settled-answer.ts";
import { site } from "#app/config/site.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim";
import styles from "./staff.module.css";

/**
 * One claim on the claims desk: what was reported, its files, the panels that work it (app/components/claims/desk/)
 * and its history. The page's data and actions are app/claims/desk.server.ts and desk-actions.server.ts.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  await recordAudit(database.db, { action: "claim-read", actor: actorOf(member, context), target: claim.reference });
  return claimDesk(database, claim, member.user.email);
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  const form = await readFormBody(request);
  return claimDeskAction(database, {
    claim,
    form,
    me: member.user.email.toLowerCase(),
    actor: actorOf(member, context),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Claim ${loaderData?.claim.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const desk = loaderData;
  // A step's answer is shown with the step's own forms, not beside the forms of the step before.
  const result = useSettledAnswer(actionData);
  const { claim, fields, emails, history, me, team, owner } = desk;
  const acknowledged = Boolean(desk.acknowledgement);
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/claims">Claims desk</Link>
      </p>
      <h1>
        Claim <span className={styles.reference}>{claim.reference}</span>
      </h1>
      <p>
        <strong>{claim.status}</strong> since {southAfricanTime(claim.stepAt)} ({claim.age}
        {claim.target ? `; target: ${claim.target}` : ""}){claim.overdue ? " " : ". "}
        {claim.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        {claim.overdue ? " " : null}
        Reported {southAfricanTime(claim.createdAt)} (South African time) from /{claim.formArea}
        {claim.programme ? `, by a user of ${claim.programme}` : ""}. Owner:{" "}
        {owner ? `${owner.name}${owner.directLine ? ` (direct line ${owner.directLine})` : ""}` : "nobody yet"}.
      </p>
      {desk.acknowledgement ? (
        <>
          <Outcome result={result} intent="acknowledge" />
          <p>{desk.acknowledgement}.</p>
        </>
      ) : null}
      <p>
        The claimant&apos;s tracker says next:{" "}
        {desk.tells
          ? `${desk.tells.text}${desk.tells.setBy === "handler" ? " (the date set on the claim)" : " (the published turnaround)"}.`
          : "nothing is promised in this step."}
      </p>

      <h2>What was reported</h2>
      <SubmittedFields fields={fields} />

      <ClaimFiles desk={desk} />

      <h2>Work on the claim</h2>
      <div className={styles.actionGrid}>
        {!acknowledged && claim.step !== "closed" ? <AcknowledgePanel desk={desk} result={result} /> : null}
        {claim.step !== "closed" ? (
          <NextStepPanel key={`next-${desk.sent.nextSteps}`} desk={desk} result={result} />
        ) : null}
        {/* Keyed by the history's length: after a move or a note the form starts empty, so nothing is sent twice. */}
        <MovePanel key={`move-${desk.sent.moves}`} desk={desk} result={result} />
        <NotePanel key={`note-${desk.sent.notes}`} desk={desk} result={result} />
        <OwnerPanel
          owner={owner}
          me={me}
          team={team}
          releaseLabel="Release to the shared mailbox"
          takeExtra={<AcknowledgeBox desk={desk} id="take-acknowledge" />}
          outcome={
            <>
              <Outcome result={result} intent="take" />
              <Outcome result={result} intent="assign" />
              <Outcome result={result} intent="release" />
            </>
          }
          summary={
            owner
              ? `${owner.email === me ? "You own" : `${owner.name} owns`} this claim: its documents and the claimant's messages are e-mailed to ${owner.email === me ? "you" : "them"}, and the claimant sees ${owner.email === me ? "your" : "their"} name${owner.directLine ? " and direct line" : ""}.`
              : "Nobody owns this claim: its documents and messages go to the shared claims mailbox."
          }
        />
        <MessagePanel key={`message-${desk.sent.messages}`} desk={desk} result={result} />
      </div>

      {emails.length ? (
        <>
          <h2>E-mails</h2>
          <SentEmails emails={emails} />
        </>
      ) : null}
      <MoneyPanel desk={desk} result={result} />
      <ClaimHistory history={history} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
