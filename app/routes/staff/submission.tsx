import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import { findSubmission } from "#app/forms/submissions.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { isFormKind } from "#app/forms/kinds.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/submission";
import { SentEmails, sentEmailView } from "#app/components/staff/SentEmails.tsx";
import { SubmittedFields } from "#app/components/staff/SubmittedFields.tsx";
import styles from "./staff.module.css";
import { southAfricanTime } from "#app/lib/format/time.ts";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const found = await findSubmission(database, params.reference);
  if (!found || !isFormKind(found.kind)) throw data("Not found", { status: 404 });
  await recordAudit(database.db, {
    action: "submission-read",
    actor: actorOf(member, context),
    target: found.reference,
  });
  const mail = (await emailStates(database, [found.reference])).get(found.reference) ?? [];
  return {
    reference: found.reference,
    title: formDefinitions[found.kind].title,
    formArea: found.formArea,
    createdAt: found.createdAt.toISOString(),
    fields: labelledFields(found.kind, found.payload),
    emails: mail.map(sentEmailView),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Submission"} ${loaderData?.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const { reference, title, formArea, createdAt, fields, emails } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/submissions">Form submissions</Link>
      </p>
      <h1>
        {title} <span className={styles.reference}>{reference}</span>
      </h1>
      <p>
        Received {southAfricanTime(createdAt)} (South African time) from <a href={`/${formArea}`}>/{formArea}</a>.
      </p>
      <SentEmails emails={emails} />
      <SubmittedFields fields={fields} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
