import { Done } from "#app/components/forms/fields.tsx";
import styles from "./SentLink.module.css";

/**
 * What happened to an invitation: sent by e-mail, or, when this server cannot
 * send e-mail, the link itself, shown this once for the inviting person to
 * pass on (it is stored only as a hash, so it cannot be shown again).
 */
export function SentLink({ email, emailed, link }: { email: string; emailed: boolean; link?: string }) {
  if (emailed) {
    return (
      <Done>
        Invitation sent to {email}. The link in it works once, for 72 hours; until then the account shows as invited.
      </Done>
    );
  }
  return (
    <Done>
      <p className={styles.lead}>
        The account for {email} is ready, but this website cannot send e-mail (SMTP_URL is not set), so no message went
        out.
      </p>
      <p>
        Pass this link on to them yourself, by a channel you trust. It is shown only now, and works once, for 72 hours:
      </p>
      <p className={styles.link}>{link}</p>
    </Done>
  );
}
