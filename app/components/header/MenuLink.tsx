import { normalisePath } from "#app/navigation/navigation.ts";
import type { NavLink, NavTab } from "#app/navigation/types.ts";
import { AppLink } from "#app/components/AppLink.tsx";

/** aria-current for a tab: "page" on its own page, "true" on a page beneath it. */
export function currentValue(tab: NavTab, pathname: string): "page" | "true" {
  return normalisePath(pathname) === tab.route ? "page" : "true";
}

/** A menu entry: internal, or external with its target and a warning for screen readers. */
export function MenuLink({
  link,
  className,
  current,
  onClick,
}: {
  link: NavLink;
  className?: string;
  current?: "page" | "true";
  onClick?: () => void;
}) {
  return (
    <AppLink
      to={link.route}
      external={link.external}
      target={link.target}
      className={className}
      aria-current={current}
      onClick={onClick}
    >
      {link.label}
      {link.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </AppLink>
  );
}
