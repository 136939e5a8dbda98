import type { SVGProps } from "react";

/**
 * The site's icons, drawn here instead of through lucide-react: its icon
 * factory alone is 1.5 KB of gzipped JavaScript on every page's first load,
 * and the header, footer and floating Contact Us need only a few shapes
 * (docs/architecture.md, “Quality bars”). The shapes are Lucide's
 * (https://lucide.dev, ISC licence), copied as they are. The shapes the
 * site's frame draws are here; a widget keeps its own shapes beside it, so
 * they travel in its chunk and not in every page's first load.
 */
export type Shape = readonly (readonly ["path" | "circle" | "rect", SVGProps<SVGElement>])[];

/** A list of path data, for the icons drawn with paths alone. */
export function paths(...data: string[]): Shape {
  return data.map((d) => ["path", { d }] as const);
}

export const chevronDown = paths("m6 9 6 6 6-6");
export const fileText = paths(
  "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
  "M14 2v5a1 1 0 0 0 1 1h5",
  "M10 9H8",
  "M16 13H8",
  "M16 17H8",
);
export const menu = paths("M4 5h16", "M4 12h16", "M4 19h16");
export const messageCircle = paths(
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
);
export const phone = paths(
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
);
export const x = paths("M18 6 6 18", "m6 6 12 12");
type IconProps = {
  icon: Shape;
  /** Width and height in CSS pixels (the drawing is 24 units square). */
  size?: number;
  strokeWidth?: number;
  fill?: string;
  className?: string;
};

/** A decorative icon: always hidden from assistive technology, as the text beside it names the action. */
export function Icon({ icon, size = 24, strokeWidth = 2, fill = "none", className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([Tag, attrs], i) => (
        <Tag key={i} {...(attrs as object)} />
      ))}
    </svg>
  );
}
