import { formDefinitions } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";

/** A submitted value as staff read it: an option's label rather than its code, Yes or No for a tick. */
export function displayValue(kind: FormKind, name: string, value: string | boolean | undefined): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (!value) return "";
  const field = formDefinitions[kind].fields.find((f) => f.name === name);
  if (field?.kind === "select") return field.options.find((o) => o.value === value)?.label ?? value;
  return value;
}

/** The labelled fields of a submission, in the form's order, for e-mails, the staff page and exports. */
export function labelledFields(kind: FormKind, payload: Record<string, string | boolean>) {
  return formDefinitions[kind].fields.map((field) => ({
    name: field.name,
    /** The field's kind: the staff page links an e-mail address (mailto:) and a phone number (tel:). */
    kind: field.kind,
    // "(optional)" helps the sender, not the reader.
    label: field.label.replace(/ \(optional\)$/, ""),
    value: displayValue(kind, field.name, payload[field.name]),
  }));
}
