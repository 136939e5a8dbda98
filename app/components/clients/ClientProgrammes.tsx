import { Link } from "react-router";

/**
 * The Clients pages' list of the programmes' public about pages (issue 37). Its code is loaded only by the pages
 * that show it (app/routes/public/page.tsx), not with every page's first load.
 */
export default function ClientProgrammes({ programmes }: { programmes: { name: string; about: string }[] }) {
  return (
    <section aria-labelledby="client-programmes">
      <h2 id="client-programmes">Our client programmes</h2>
      <p>
        Some of the organisations we insure, and what each programme does for them.{" "}
        <Link to="/client-sign-in">Client sign-in</Link> is for their teams.
      </p>
      <ul className="link-grid">
        {programmes.map((p) => (
          <li key={p.about}>
            <Link to={p.about}>About the {p.name} programme</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
