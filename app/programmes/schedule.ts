import { formatRand, parseRandInput } from "#app/lib/format/money.ts";
import type { RatingClass, ScheduleLine } from "./types.ts";

/**
 * A schedule as the visitor types it: per class, a number of items and the
 * value of each, as text (so nothing typed is lost, even when it is wrong).
 */
export type ScheduleInput = Record<string, { quantity: string; value: string }>;
export type ScheduleErrors = Partial<Record<string, string>>;

export const MAX_QUANTITY = 100_000;

export const fieldName = (kind: "quantity" | "value", classId: string) => `${kind}:${classId}`;

export function inputFromSchedule(classes: RatingClass[], lines: ScheduleLine[]): ScheduleInput {
  return Object.fromEntries(
    classes.map((c) => {
      const line = lines.find((l) => l.classId === c.id);
      // Values shown grouped ("2 650 000"), as people write them; the parser takes either.
      const value = line ? String(line.value).replace(/\B(?=(\d{3})+(?!\d))/g, " ") : "";
      return [c.id, { quantity: line ? String(line.quantity) : "0", value }];
    }),
  );
}

export function inputFromForm(classes: RatingClass[], form: FormData): ScheduleInput {
  return Object.fromEntries(
    classes.map((c) => [
      c.id,
      {
        quantity: String(form.get(fieldName("quantity", c.id)) ?? "").slice(0, 20),
        value: String(form.get(fieldName("value", c.id)) ?? "").slice(0, 30),
      },
    ]),
  );
}

/**
 * Checks a schedule, one message per field that is wrong, in words that say
 * what to do. Classes with no items are left off the schedule.
 */
export function validateSchedule(
  classes: RatingClass[],
  input: ScheduleInput,
): { lines: ScheduleLine[]; errors: ScheduleErrors } {
  const lines: ScheduleLine[] = [];
  const errors: ScheduleErrors = {};
  for (const c of classes) {
    const raw = input[c.id] ?? { quantity: "", value: "" };
    const qText = raw.quantity.replace(/[\s\u00a0]/g, "");
    const quantity = qText === "" ? 0 : Number(qText);
    if (!/^\d+$/.test(qText || "0") || quantity > MAX_QUANTITY) {
      errors[fieldName("quantity", c.id)] =
        `Enter a whole number of items, from 0 to ${MAX_QUANTITY.toLocaleString("en-US").replaceAll(",", " ")}.`;
      continue;
    }
    if (quantity === 0) continue;
    const cents = parseRandInput(raw.value);
    if (cents === undefined) {
      errors[fieldName("value", c.id)] = raw.value.trim()
        ? "Enter an amount in rand, such as 450 000."
        : "Enter the value of each item, in rand.";
    } else if (cents <= 0) {
      errors[fieldName("value", c.id)] = "The value must be more than R0.";
    } else if (cents > c.maxValue * 100) {
      errors[fieldName("value", c.id)] =
        `Above ${formatRand(c.maxValue * 100)} an item is rated individually: ask your account executive for a quotation.`;
    } else {
      lines.push({ classId: c.id, description: c.label, quantity, value: cents / 100 });
    }
  }
  if (!lines.length && !Object.keys(errors).length) errors.schedule = "Put at least one item on the schedule.";
  return { lines, errors };
}
