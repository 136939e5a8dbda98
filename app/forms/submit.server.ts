import { data } from "react-router";

import { publicConfig } from "#app/config/public-config.server.ts";
import { site } from "#app/config/site.ts";
import type { Database } from "#app/db/database.server.ts";
import { takeAllowance, type RateLimit } from "#app/forms/rate-limits.server.ts";
import { storeSubmission } from "#app/forms/submissions.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { formDefinitions, HONEYPOT_FIELD } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";
import { labelledFields } from "./notification.ts";
import type { FormResult } from "./result.ts";
import { echoValues, formValues, type FormValues } from "./rules.ts";
import { validateForm } from "./validation.ts";

/** Per client address and form: enough for a busy broker, too few for a flood. */
export const FORM_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/**
 * Every post to a form, per client address and whatever becomes of it
 * (stored, mistaken, refused as a robot's, unreadable, too large): room for
 * a person who makes several mistakes on several forms, not for a script.
 */
export const FORM_ATTEMPT_LIMIT: RateLimit = { max: 20, windowMs: 10 * 60_000 };

/** Counts one post to a form from this address; false once the address has had its allowance. */
export function takeFormAttempt(database: Database, address: string, limit = FORM_ATTEMPT_LIMIT): Promise<boolean> {
  return takeAllowance(database, `attempts:${address}`, limit);
}

function limitedMessage() {
  return `You have sent this form several times in a few minutes. Please wait ten minutes and send it again, or call us on ${site.phone}.`;
}

export interface FormContext {
  database: Database;
  /** Set when SMTP_URL is: the outbox worker, told to send at once. */
  kickOutbox?: () => void;
  /** Whether staff are told by e-mail (SMTP_URL set). */
  notify: boolean;
  rateLimit?: RateLimit;
  attemptLimit?: RateLimit;
  /** The client's address, for the per-address limits (clientAddressOf, app/lib/request-context.ts). */
  clientAddress: string;
}

function notification(kind: FormKind, formArea: string, payload: Record<string, string | boolean>) {
  const definition = formDefinitions[kind];
  return (reference: string): Email => ({
    kind: "submission",
    reference,
    recipient: definition.notify,
    // Subjects travel further than bodies (previews, logs): nothing personal in them.
    subject: `${definition.title} ${reference}`,
    body: [
      `${definition.title} ${reference}, sent from ${publicConfig().siteUrl}/${formArea}`,
      "",
      ...labelledFields(kind, payload).map((f) => `${f.label}: ${f.value || "-"}`),
      "",
      `Read it with the others on the staff page: ${publicConfig().siteUrl}/staff/submissions/${reference}`,
    ].join("\n"),
  });
}

/**
 * A form's route action: counts the post against the address's allowance,
 * checks what was sent (the same rules as the browser), refuses robots
 * (honeypot) and floods (limits per address, kept in the database), stores
 * the submission and its e-mail, and only then answers with the reference.
 * Mistakes come back with every value as typed, each no longer than its
 * field can hold. A post that cannot be read is a 400 with the error page.
 */
export async function handleFormSubmission(
  request: Request,
  kind: FormKind,
  formArea: string,
  context: FormContext,
): Promise<ReturnType<typeof data<FormResult>>> {
  const address = context.clientAddress;
  const attempt = () => takeFormAttempt(context.database, address, context.attemptLimit);
  const unavailable = (values: FormValues, error: unknown) => {
    // Not stored, so not confirmed: the visitor keeps what they typed and is told to try again.
    console.error(`A ${kind} submission could not be stored:`, error);
    const message = `We could not save your form just now, so it has not been sent. Please try again in a minute, or call us on ${site.phone}.`;
    return data(problem("unavailable", kind, values, message), 503);
  };

  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (unreadable) {
    await attempt().catch(() => {});
    throw unreadable;
  }
  const definition = formDefinitions[kind];
  const typed = formValues(definition, (name) => form.get(name));
  const values = echoValues(definition, typed);

  try {
    if (!(await attempt())) return data(problem("limited", kind, values, limitedMessage()), 429);
  } catch (error) {
    return unavailable(values, error);
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot !== "string" || honeypot !== "") {
    const message = `We could not accept this form. Please call us on ${site.phone} and we will help.`;
    return data(problem("refused", kind, values, message), 400);
  }

  const checked = validateForm(kind, typed);
  if (!checked.ok) return data({ status: "invalid", kind, values, errors: checked.errors });

  let reference: string;
  try {
    const allowed = await takeAllowance(context.database, `${kind}:${address}`, context.rateLimit ?? FORM_RATE_LIMIT);
    if (!allowed) return data(problem("limited", kind, values, limitedMessage()), 429);
    const stored = await storeSubmission(
      context.database,
      { kind, referencePrefix: definition.referencePrefix, formArea, payload: checked.data },
      context.notify ? notification(kind, formArea, checked.data) : undefined,
    );
    reference = stored.reference;
  } catch (error) {
    return unavailable(values, error);
  }
  context.kickOutbox?.();
  return data({ status: "sent", kind, reference });
}

function problem(
  status: "limited" | "refused" | "unavailable",
  kind: FormKind,
  values: FormValues,
  message: string,
): FormResult {
  return { status, kind, values, message };
}
