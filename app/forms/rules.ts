import { site } from "#app/config/site.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { formDefinitions, type Field, type FormDefinition } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";

/** What a form sent, field by field, as text: what the page shows again when something is wrong. */
export type FormValues = Record<string, string>;
/** A checked submission, ready to store: text trimmed, phone numbers in +27 form, ticks as true. */
export type CleanSubmission = Record<string, string | boolean>;

export type Validation = { ok: true; data: CleanSubmission } | { ok: false; errors: Record<string, string> };

// Control characters other than tab and newline have no business in a form, and PostgreSQL refuses NUL.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// oxlint-disable-next-line no-control-regex -- as above, for single-line fields (no tab or newline either)
const LINE_BREAK = /[\t\n\r]/;

/** South African numbers (082 555 0123, 010 446 7200) or international ones in +country form. */
export function normalisePhone(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, "");
  if (/^0[1-9]\d{8}$/.test(compact)) return `+27${compact.slice(1)}`;
  if (/^\+27[1-9]\d{8}$/.test(compact)) return compact;
  if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith("+27")) return compact;
  return undefined;
}

/** Today's date in South Africa, as yyyy-mm-dd. */
export function todayInSouthAfrica(now = new Date()): string {
  return southAfricanTime(now).slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An address as mail servers take it: a local part, @, and a domain with a top-level part of letters. */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Checks one field's text; returns the clean value or the message to show beside the field. */
export function checkField(field: Field, raw: string, today: string): { value: string | boolean } | { error: string } {
  if (field.kind === "checkbox") {
    const ticked = raw === "on" || raw === "yes" || raw === "true";
    if (field.required && !ticked) return { error: field.missing ?? "Tick this box to go on" };
    return { value: ticked };
  }
  if (!raw.isWellFormed() || CONTROL.test(raw) || (field.kind !== "textarea" && LINE_BREAK.test(raw.trim()))) {
    return { error: "Remove the unusual characters from this field" };
  }
  const value = raw.replace(/\r\n?/g, "\n").trim();
  if (!value) return field.required ? { error: field.missing ?? "Fill in this field" } : { value: "" };

  switch (field.kind) {
    case "text": {
      // The format's message says more than a length would, so it comes first.
      if (field.format && !field.format.pattern.test(value)) return { error: field.format.message };
      if (value.length > field.maxLength) return { error: `Keep this to ${field.maxLength} characters or fewer` };
      return { value };
    }
    case "textarea": {
      if (field.minLength && value.length < field.minLength) {
        return { error: `Please write at least ${field.minLength} characters, so that we can help` };
      }
      if (value.length > field.maxLength) {
        return { error: `Keep this to ${field.maxLength} characters or fewer (it has ${value.length})` };
      }
      return { value };
    }
    case "email": {
      if (value.length > 254 || !EMAIL.test(value)) {
        return { error: "Enter an e-mail address such as name@example.co.za" };
      }
      return { value };
    }
    case "tel": {
      const phone = normalisePhone(value);
      return phone
        ? { value: phone }
        : { error: "Enter a phone number such as 082 555 0123, or +44 20 7946 0000 from abroad" };
    }
    case "select": {
      if (!field.options.some((o) => o.value === value)) return { error: field.missing ?? "Choose one of the options" };
      return { value };
    }
    case "date": {
      if (!isRealDate(value)) return { error: `Enter a real date, such as ${formatDate("2026-03-14")}` };
      const age = daysBetween(value, today);
      if (age < 0) return { error: "The date cannot be in the future" };
      if (age > field.maxAgeDays) {
        return {
          error: `We take online reports of losses in the last three years. For an older loss, call ${site.phone}`,
        };
      }
      return { value };
    }
  }
}

/** Reads a form's fields from what was posted: text only (a file in a text field counts as nothing). */
export function formValues(definition: FormDefinition, read: (name: string) => unknown): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    const value = read(field.name);
    if (typeof value === "string") values[field.name] = value;
  }
  return values;
}

/** The longest value a field can hold when it is right: what a page shows again of it, at most. */
export function echoLength(field: Field): number {
  switch (field.kind) {
    case "text":
    case "textarea":
      return field.maxLength;
    case "email":
      return 254;
    case "tel":
      // The longest accepted number, +, 15 digits, written with spaces, brackets and dashes.
      return 40;
    case "select":
      return Math.max(0, ...field.options.map((o) => o.value.length));
    case "date":
      return 10;
    case "checkbox":
      return 4;
  }
}

/**
 * What the page shows again after a mistake: each value as typed, but no
 * longer than its field can hold (echoLength), so that a post of megabytes is
 * never sent back. Line breaks and surrounding spaces are tidied first, as
 * the rules do before counting, so nothing within the limit is lost.
 */
export function echoValues(definition: FormDefinition, values: FormValues): FormValues {
  const echoed: FormValues = {};
  for (const field of definition.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const max = echoLength(field);
    const tidied = value.length > max ? value.replace(/\r\n?/g, "\n").trim() : value;
    // A cut can split a surrogate pair; the half left is replaced rather than sent.
    echoed[field.name] = tidied.length > max ? tidied.slice(0, max).toWellFormed() : tidied;
  }
  return echoed;
}

/**
 * Every field of a form checked by its rules: what the browser runs before
 * sending. The server runs the same rules inside its zod schema (validation.ts).
 */
export function checkForm(kind: FormKind, values: FormValues, today = todayInSouthAfrica()): Validation {
  const data: CleanSubmission = {};
  const errors: Record<string, string> = {};
  for (const field of formDefinitions[kind].fields) {
    const result = checkField(field, values[field.name] ?? "", today);
    if ("error" in result) errors[field.name] = result.error;
    else data[field.name] = result.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}
