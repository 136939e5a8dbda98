/**
 * Reading a posted form safely: a value is always a string (a file or a
 * missing field reads as ""), trimmed, and never longer than its field
 * allows, so a hostile post can neither break an action nor make the page
 * that answers it echo megabytes back.
 */
export function textValue(form: FormData, name: string, maxLength = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, maxLength) : "";
}

/** A password as typed (never trimmed: spaces may be part of it), cut at the longest the site accepts plus one. */
export function passwordValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 129) : "";
}

/** Every value of a repeated field (ticked checkboxes), as strings. */
export function textValues(form: FormData, name: string, maxLength = 100): string[] {
  return form
    .getAll(name)
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim().slice(0, maxLength));
}
