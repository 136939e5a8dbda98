import type { ComponentProps } from "react";

import { TextField, type FieldProblems } from "#app/components/forms/fields.tsx";

type TextRow<Name extends string> = { name: Name } & Omit<
  ComponentProps<typeof TextField>,
  "name" | "label" | "defaultValue" | "problems" | "required"
>;

/**
 * A form's required one-line fields from a table of them (name, length, type, hint), each labelled from the form's
 * labels, showing its value and its message: the rows a staff form (a person, an identity provider) would
 * otherwise write out field by field.
 */
export function RequiredTextFields<Name extends string>({
  fields,
  labels,
  valueOf,
  problems,
}: {
  fields: readonly TextRow<Name>[];
  labels: Readonly<Record<Name, string>>;
  valueOf: (name: Name) => string | undefined;
  problems?: FieldProblems;
}) {
  return fields.map(({ name, ...field }) => (
    <TextField
      key={name}
      name={name}
      label={labels[name]}
      required
      {...field}
      defaultValue={valueOf(name)}
      problems={problems}
    />
  ));
}
