import { useId, useState, type FormEvent } from "react";

import { TextField } from "#app/components/forms/fields.tsx";
import { Dialog } from "./Dialog.tsx";
import styles from "./pickers.module.css";

export interface LinkGroup {
  label: string;
  links: { label: string; href: string }[];
}

export type LinkChoice = { href: string } | "remove";

/** An address the site's sanitiser keeps for a link elsewhere (app/articles/sanitize.server.ts). */
const EXTERNAL = /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s]*)$/i;

/**
 * Choosing where a link goes (issue 29): one of the site's pages, articles or documents, or an address typed in
 * (on the web, an e-mail address or a telephone number). A link within the site opens in the same tab.
 */
export function LinkPicker({
  open,
  current,
  groups,
  onChoose,
  onClose,
}: {
  open: boolean;
  /** The link under the cursor, if there is one. */
  current: string | null;
  groups: LinkGroup[];
  onChoose: (choice: LinkChoice) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const internal = current && current.startsWith("/") ? current : "";
  const external = current && !current.startsWith("/") ? current : "";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const page = String(form.get("page") ?? "");
    const typed = String(form.get("address") ?? "").trim();
    if (page && typed) return setError("Choose a page of the site or type an address, not both.");
    if (page) return onChoose({ href: page });
    if (typed.startsWith("/") && !typed.startsWith("//")) return onChoose({ href: typed });
    if (!EXTERNAL.test(typed))
      return setError(
        "Choose a page of the site, or type an address such as https://www.fsca.co.za or mailto:claims@…",
      );
    onChoose({ href: typed });
  }

  return (
    <Dialog
      open={open}
      title={current ? "Change the link" : "Add a link"}
      onClose={() => {
        setError(null);
        onClose();
      }}
    >
      <form onSubmit={submit} className={styles.upload} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-page`}>A page of this site</label>
          <select id={`${id}-page`} name="page" className="form-input" defaultValue={internal}>
            <option value="">(none: an address below)</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.links.map((link) => (
                  <option key={link.href} value={link.href}>
                    {link.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <TextField
          name="address"
          id={`${id}-address`}
          label="Or an address elsewhere"
          defaultValue={external}
          hint="https://…, mailto: or tel:. A page of this site opens in the same tab; an address elsewhere in a new one."
          problems={error ? { errors: { address: error }, values: {} } : undefined}
        />
        <p className={styles.buttons}>
          <button type="submit" className="button">
            {current ? "Change the link" : "Add the link"}
          </button>
          {current ? (
            <button type="button" className="button button-secondary" onClick={() => onChoose("remove")}>
              Remove the link
            </button>
          ) : null}
        </p>
      </form>
    </Dialog>
  );
}
