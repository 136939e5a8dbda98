import { composeEmail } from "#app/email/content.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
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
  return composeEmail(
    {
      kind: "submission",
      reference,
      recipient: definition.notify,
      // Subjects travel further than bodies (previews, logs): nothing personal in them.
      subject: `${definition.title} ${reference}`,
    },
    {
      heading: `${definition.title} ${reference}`,
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
