import type { Email } from "#app/email/outbox.server.ts";
import { formDefinitions } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";
import { labelledFields } from "./notification.ts";

/** The e-mail that tells the form's team of a submission (its definition's `notify`). */
export function submissionEmail(input: {
  kind: FormKind;
  reference: string;
  formArea: string;
  payload: Record<string, string | boolean>;
  siteUrl: string;
}): Email {
  const { kind, reference, siteUrl } = input;
  const definition = formDefinitions[kind];
  return {
    kind: "submission",
    reference,
    recipient: definition.notify,
    // Subjects travel further than bodies (previews, logs): nothing personal in them.
    subject: `${definition.title} ${reference}`,
    body: [
      `${definition.title} ${reference}, sent from ${siteUrl}/${input.formArea}`,
      "",
      ...labelledFields(kind, input.payload).map((f) => `${f.label}: ${f.value || "-"}`),
      "",
      `Read it with the others on the staff page: ${siteUrl}/staff/submissions/${reference}`,
    ].join("\n"),
  };
}
