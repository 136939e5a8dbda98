import { Link } from "react-router";

import { ROLE_INFO } from "#app/accounts/roles.ts";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import type { Route } from "./+types/home";
import { mayOpen, staffSections } from "./pages.ts";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url);
  return {
    name: member.user.name,
    roles: member.roles.map((r) => ROLE_INFO[r].label),
    sections: staffSections.filter((s) => mayOpen(member.roles, s.role)),
  };
}

export function meta() {
  return [{ title: `Back office | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** The back office's home: what this account's roles let it do, and nothing else. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { name, roles, sections } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Good day, {name}</h1>
      <p>
        Your roles: {roles.join(", ")}. These are the parts of the back office they open; ask an administrator if you
        need another.
      </p>
      <ul className={styles.cards}>
        {sections.map((s) => (
          <li key={s.path} className={styles.card}>
            <h2>
              <Link to={s.path}>{s.label}</Link>
            </h2>
            <p>{s.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
