import { site } from "#app/config/site.ts";
import { offices } from "#app/content/offices.ts";
import { emailOf } from "#app/email/content.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formDefinitions } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";
import { labelledFields } from "./notification.ts";

/** The office a submission asks to answer (the contact enquiry's "Office"), if any. */
function officeOf(payload: Record<string, string | boolean>) {
  return offices.find((o) => o.id === payload.office);
}

/**
 * Who hears of a submission: the office it asks to answer, at that office's address (app/content/offices.ts), or
 * the form's team (its definition's `notify`).
 */
export function submissionRecipient(kind: FormKind, payload: Record<string, string | boolean>): string {
  return officeOf(payload)?.email ?? formDefinitions[kind].notify;
}

/** What happens next, as the visitor is told: the form's own words, naming the office they chose. */
export function whatHappensNext(kind: FormKind, payload: Record<string, string | boolean>): string {
  const office = officeOf(payload);
  const next = formDefinitions[kind].done.next;
  if (!office) return next;
  const name = office.headOffice ? `${office.label} ${office.headOffice.toLowerCase()}` : `${office.label} office`;
  return next.replace(/^The office you chose/, `Our ${name}`);
}

/**
 * The visitor's acknowledgement (issue 36, item 6), to the address they gave: the reference and what happens
 * next. It repeats nothing they typed (not even their name): anyone can type someone else's address into a
 * form, and this must not carry a stranger's words to them.
 */
export function submissionAcknowledgementEmail(input: {
  kind: FormKind;
  reference: string;
  recipient: string;
  payload: Record<string, string | boolean>;
}): Email {
  const definition = formDefinitions[input.kind];
  const what = definition.title.toLowerCase();
  return emailOf("submission-acknowledgement", input, `We have your ${what}: ${input.reference}`, {
    heading: `We have your ${what}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Thank you: we received your ${what} on our website. Its reference is ${input.reference}: please quote it whenever you contact us about it.`,
      },
      { kind: "heading", text: "What happens next" },
      { kind: "paragraph", text: whatHappensNext(input.kind, input.payload) },
      {
        kind: "note",
        text: `If you did not send this, someone gave your e-mail address by mistake: you need do nothing, or tell us at ${site.email}.`,
      },
    ],
    contact: [`Phone: ${site.phone}`, `E-mail: ${site.email}`],
  });
}

/** The e-mail that tells the form's team of a submission (the office's address, or its definition's `notify`). */
export function submissionEmail(input: {
  kind: FormKind;
  reference: string;
  formArea: string;
  payload: Record<string, string | boolean>;
  siteUrl: string;
}): Email {
  const { kind, reference, siteUrl } = input;
  const definition = formDefinitions[kind];
  // Subjects travel further than bodies (previews, logs): nothing personal in them.
  return emailOf(
    "submission",
    { reference, recipient: submissionRecipient(kind, input.payload) },
    `${definition.title} ${reference}`,
    {
      blocks: [
        { kind: "paragraph", text: `${definition.title} ${reference}, sent from ${siteUrl}/${input.formArea}` },
        {
          kind: "facts",
          rows: labelledFields(kind, input.payload).map((f) => ({
            label: f.label,
            // A date field's value is ISO; people read it in words.
            value: /^\d{4}-\d{2}-\d{2}$/.test(f.value) ? formatDate(f.value) : f.value,
          })),
        },
        {
          kind: "action",
          label: `Read ${reference} with the others on the staff page`,
          href: `${siteUrl}/staff/submissions/${reference}`,
        },
      ],
    },
  );
}
