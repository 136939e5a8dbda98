import { Link, Outlet } from "react-router";

import { Logo } from "#app/components/Logo.tsx";
import styles from "./auth.module.css";

export const handle = { variant: "auth" };

/** Sign-in pages show no site header (docs/specification.md, “Programme sub-sites”): just the mark, the form and a way home. */
export default function AuthLayout() {
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.card}>
        <Link to="/" className={styles.home}>
          <Logo />
          <span className="visually-hidden">: home page</span>
        </Link>
        <Outlet />
      </main>
    </div>
  );
}
