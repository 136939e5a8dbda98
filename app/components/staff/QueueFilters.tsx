import { SelectField, TextField } from "#app/components/forms/fields.tsx";

type Option = { value: string; label: string };

/*
 * The filters the staff work queues (claims, quotation requests) have in common, written once so that both lists
 * ask the same way and send the same query names (`programme`, `owner`, `from`, `to`) their filter parsers read.
 */

/** The two choices the queues share: each sends its query name, with an empty first choice for "any". */
const QUEUE_SELECTS = {
  programme: { label: "Programme", placeholder: "Every programme" },
  owner: { label: "Owner", placeholder: "Anyone or nobody" },
} as const;

type QueueSelectProps = { options: readonly Option[]; value: string | undefined };

function QueueSelect({ name, options, value }: QueueSelectProps & { name: keyof typeof QUEUE_SELECTS }) {
  return <SelectField name={name} {...QUEUE_SELECTS[name]} options={options} defaultValue={value ?? ""} />;
}

/** Which programme; empty for every programme. */
export function ProgrammeFilter(props: QueueSelectProps) {
  return <QueueSelect name="programme" {...props} />;
}

/** Whose work: "me", "nobody" or a colleague's address; empty for anyone or nobody. */
export function OwnerFilter(props: QueueSelectProps) {
  return <QueueSelect name="owner" {...props} />;
}

/** A range of days, each end optional; `verb` names the date ("Reported" gives "Reported from", "Reported to"). */
export function DateRangeFilter({
  verb,
  from,
  to,
}: {
  verb: string;
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <TextField name="from" label={`${verb} from`} type="date" defaultValue={from ?? ""} />
      <TextField name="to" label={`${verb} to`} type="date" defaultValue={to ?? ""} />
    </>
  );
}

/**
 * The owner filter's choices: the member's own work, nobody's, then each colleague of the team by name (the member
 * once, as "me"). `words` names the first two as the queue says them ("Mine", "Nobody (the team's)").
 */
export function ownerOptions(
  team: readonly { email: string; name: string }[],
  me: string,
  words: { me: string; nobody: string },
): Option[] {
  return [
    { value: "me", label: words.me },
    { value: "nobody", label: words.nobody },
    ...team.flatMap((m) => (m.email === me ? [] : [{ value: m.email, label: m.name }])),
  ];
}
