import { Link } from "react-router";

import { ROLE_INFO } from "#app/accounts/roles.ts";
import { site } from "#app/config/site.ts";
import { deskSections } from "#app/desk/desk.server.ts";
import type { Figure } from "#app/desk/desk.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/home";
import { mayOpen, staffSections } from "./pages.ts";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url);
  const { database } = await services();
  return {
    name: member.user.name,
    roles: member.roles.map((r) => ROLE_INFO[r].label),
    desk: await deskSections(database, { roles: member.roles, email: member.user.email, now: new Date() }),
    sections: staffSections.filter((s) => mayOpen(member.roles, s.role)),
  };
}

export function meta() {
  return [{ title: `Back office | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** A list of figures, each a link to the list of exactly what it counts. */
function Figures({ title, figures, alarm }: { title: string; figures: Figure[]; alarm?: boolean }) {
  if (!figures.length) return null;
  return (
    <>
      <h3 className={styles.figuresTitle}>{title}</h3>
      <ul className={styles.figures}>
        {figures.map((f) => (
          <li key={f.href} className={alarm && f.count > 0 ? styles.figureAlarm : undefined}>
            <Link to={f.href}>
              <span className={styles.figureCount}>{f.count}</span> <span>{f.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The desk home: for each of the member's roles, what is past its target, what is theirs, and counts by state,
 * every figure a link to the filtered list; then the sections of the back office their roles open.
 */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { name, roles, desk, sections } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Good day, {name}</h1>
      <p>
        Your roles: {roles.join(", ")}. Each figure opens the list of what it counts; ask an administrator if you need
        another role.
      </p>
      {desk.map((section) => (
        <section key={section.role} aria-labelledby={`desk-${section.role}`} className={styles.deskSection}>
          <h2 id={`desk-${section.role}`}>{section.title}</h2>
          <Figures title="Past target" figures={section.overdue} alarm />
          <Figures title="Yours" figures={section.mine} />
          <Figures title="By state" figures={section.byState} />
        </section>
      ))}
      <section aria-labelledby="desk-sections" className={styles.deskSection}>
        <h2 id="desk-sections">Sections</h2>
        <ul className={styles.cards}>
          {sections.map((s) => (
            <li key={s.path} className={styles.card}>
              <h3>
                <Link to={s.path}>{s.label}</Link>
              </h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
