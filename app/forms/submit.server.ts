import { data } from "react-router";

import type { Database } from "#app/db/database.server.ts";
import { takeAllowance, type RateLimit } from "#app/forms/rate-limits.server.ts";
import { storeSubmission } from "#app/forms/submissions.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { formDefinitions, formHelp, HONEYPOT_FIELD } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";
import type { FormResult, RefusedFile } from "./result.ts";
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

export interface FormContext {
  database: Database;
  /** The client's address as the server gave it (app/lib/http/request-context.ts): the per-address limits count it. */
  clientAddress: string;
  rateLimit?: RateLimit;
  attemptLimit?: RateLimit;
}

/** A post as the pipeline reads it. */
export interface ReceivedPost {
  fields: FormData;
  /** The body stopped before its end (a form with files: too large, too slow, or the client went away). */
  incomplete: boolean;
  /** Removes anything the post left behind (a form with files: its temporary folder). */
  cleanup(): Promise<void>;
}

/** What the confirmation shows beyond the reference: a claim's tracker and the files kept. */
export type Sent = Omit<Extract<FormResult, { status: "sent" }>, "status" | "kind">;

/**
 * What is particular to one kind of form: how its post is read and stored.
 * A form with files (its definition's `files`) brings its own step for them
 * (the claim's: app/claims/report.server.ts), run where the pipeline says.
 */
export interface FormSteps<Post extends ReceivedPost> {
  receive(request: Request): Promise<Post>;
  /** The files' cheap checks (sizes, kind by content): their refusals come back with the fields' mistakes. */
  screenFiles?(post: Post): Promise<RefusedFile[]>;
  /** The form's own further rules on its checked fields, as mistakes by field (a programme's claim: its loss types). */
  checkFields?(payload: Record<string, string | boolean>): Record<string, string>;
  /** The files' costly work (location data removed), only for a post within its address's allowance. */
  processFiles?(post: Post): Promise<RefusedFile[]>;
  /**
   * Stores the submission and its e-mails (`notify`, app/email/notify.server.ts) in one transaction,
   * resolving once committed.
   */
  store(post: Post, payload: Record<string, string | boolean>): Promise<Sent>;
}

/** The enquiry forms' steps: a form of text, stored as a submission. */
export function enquirySteps(database: Database, kind: FormKind, formArea: string): FormSteps<ReceivedPost> {
  const definition = formDefinitions[kind];
  return {
    receive: async (request) => ({ fields: await readFormBody(request), incomplete: false, cleanup: async () => {} }),
    async store(_post, payload) {
      const stored = await storeSubmission(database, {
        kind,
        referencePrefix: definition.referencePrefix,
        formArea,
        payload,
      });
      return { reference: stored.reference };
    },
  };
}

/**
 * The one pipeline every form's post goes through (docs/architecture.md,
 * “Forms, e-mail, analytics and consent”): counts the post against the
 * address's allowance, refuses robots (honeypot), checks the fields (the same
 * rules as the browser) and the files' cheap checks, takes one of the
 * address's submissions of this form (a flood stops here, before any costly
 * work), processes the files, stores the submission with its e-mails, and
 * only then answers with the reference. Mistakes come back with every value
 * as typed, each no longer than its field can hold. A post that cannot be
 * read is a 400 with the error page.
 */
export async function submitForm<Post extends ReceivedPost>(
  request: Request,
  kind: FormKind,
  context: FormContext,
  steps: FormSteps<Post>,
): Promise<ReturnType<typeof data<FormResult>>> {
  const definition = formDefinitions[kind];
  const help = formHelp(definition);
  const address = context.clientAddress;
  const attempt = () => takeFormAttempt(context.database, address, context.attemptLimit);
  const problem = (status: "limited" | "refused" | "unavailable", values: FormValues, message: string) =>
    ({ status, kind, values, message }) satisfies FormResult;
  const limited = (values: FormValues) => {
    const message = `You have sent this form several times in a few minutes. Please wait ten minutes and send it again, or ${help}.`;
    return data<FormResult>(problem("limited", values, message), 429);
  };
  const unavailable = (values: FormValues, error: unknown) => {
    // Not stored, so not confirmed: the visitor keeps what they typed and is told to try again.
    console.error(`A ${kind} submission could not be stored:`, error);
    const message = `We could not save your form just now, so it has not been sent. Please try again in a minute, or ${help}.`;
    return data<FormResult>(problem("unavailable", values, message), 503);
  };

  let post: Post;
  try {
    post = await steps.receive(request);
  } catch (unreadable) {
    await attempt().catch(() => {});
    throw unreadable;
  }
  try {
    const typed = formValues(definition, (name) => post.fields.get(name));
    const values = echoValues(definition, typed);

    try {
      if (!(await attempt())) return limited(values);
    } catch (error) {
      return unavailable(values, error);
    }
    if (post.incomplete) {
      const message = `Your form did not arrive in full (the connection was slow or dropped, or the files came to more than 25 MB), so it has not been sent. Please choose your files and send it again, or ${help}.`;
      return data<FormResult>(problem("unavailable", values, message), 400);
    }

    const honeypot = post.fields.get(HONEYPOT_FIELD);
    if (typeof honeypot !== "string" || honeypot !== "") {
      const message = `We could not accept this form. Please ${help} and we will help.`;
      return data<FormResult>(problem("refused", values, message), 400);
    }

    const checked = validateForm(kind, typed);
    const further = checked.ok ? (steps.checkFields?.(checked.data) ?? {}) : {};
    const screened = (await steps.screenFiles?.(post)) ?? [];
    if (!checked.ok || screened.length || Object.keys(further).length) {
      const errors = checked.ok ? further : checked.errors;
      return data<FormResult>({
        status: "invalid",
        kind,
        values,
        errors,
        ...(steps.screenFiles && { files: screened }),
      });
    }

    try {
      const allowed = await takeAllowance(context.database, `${kind}:${address}`, context.rateLimit ?? FORM_RATE_LIMIT);
      if (!allowed) return limited(values);
    } catch (error) {
      return unavailable(values, error);
    }

    const processed = (await steps.processFiles?.(post)) ?? [];
    if (processed.length) return data<FormResult>({ status: "invalid", kind, values, errors: {}, files: processed });

    let sent: Sent;
    try {
      sent = await steps.store(post, checked.data);
    } catch (error) {
      return unavailable(values, error);
    }
    return data<FormResult>({ status: "sent", kind, ...sent });
  } finally {
    await post.cleanup();
  }
}

/** An enquiry form's route action: the pipeline, with a form of text stored as a submission. */
export function handleFormSubmission(
  request: Request,
  kind: FormKind,
  formArea: string,
  context: FormContext,
): Promise<ReturnType<typeof data<FormResult>>> {
  return submitForm(request, kind, context, enquirySteps(context.database, kind, formArea));
}
