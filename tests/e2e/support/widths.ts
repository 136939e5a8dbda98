/**
 * The three widths the site is tested at: the projects of playwright.config.ts, and the widths a sweep resizes one
 * loaded page to (`atEachWidth`, fixtures.ts). Each height is the one the project opens with.
 */
export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 375, height: 812 },
} as const;

export type WidthName = keyof typeof WIDTHS;
