import { z } from "zod";

import { formDefinitions, type FormDefinition } from "./definitions.ts";
import type { FormKind } from "./kinds.ts";
import { checkField, todayInSouthAfrica, type FormValues, type Validation } from "./rules.ts";

/**
 * The server's check: a zod schema per form in which every field is text (as
 * a form sends it), checked by the field's own rules (rules.ts). The browser
 * runs those same rules without zod (checkForm), to keep zod out of the page.
 */
export function formSchema(definition: FormDefinition, today: string) {
  const shape: Record<string, z.ZodType<string | boolean>> = {};
  for (const field of definition.fields) {
    shape[field.name] = z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const result = checkField(field, raw ?? "", today);
        if ("error" in result) {
          ctx.addIssue({ code: "custom", message: result.error });
          return z.NEVER;
        }
        return result.value;
      });
  }
  return z.object(shape);
}

export function validateForm(kind: FormKind, values: FormValues, today = todayInSouthAfrica()): Validation {
  const result = formSchema(formDefinitions[kind], today).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
