import { pepkor } from "./Pepkor";
import { nmi } from "./NMI";
import { pepkorTransport } from "./PepkorTransport";
import { cityOfJoburg } from "./city-of-joburg";
import { truworths } from "./Truworths";
import { woolworths } from "./Woolworths";
import { massmart } from "./Massmart";
import { icebolethugroup } from "./icebolethugroup";
import { rsRegal } from "./rs-regal";
import type { Programme } from "./types";

export { programmePath } from "./paths";

/** The nine client programmes, in header order (DESIGN.md section 4). */
export const programmes: Programme[] = [
  pepkor,
  nmi,
  pepkorTransport,
  cityOfJoburg,
  truworths,
  woolworths,
  massmart,
  icebolethugroup,
  rsRegal,
];

export function findProgramme(slug: string): Programme | undefined {
  const wanted = slug.toLowerCase();
  return programmes.find((p) => p.slug.toLowerCase() === wanted);
}

/** The programme and page a path like "/Pepkor/overview" names, if any. */
export function matchProgrammePath(pathname: string): { programme: Programme; page: string } | undefined {
  const [slug, page = ""] = pathname.split("/").filter(Boolean);
  const programme = slug ? findProgramme(slug) : undefined;
  return programme ? { programme, page } : undefined;
}

export function programmeByContext(context: string): Programme | undefined {
  return programmes.find((p) => p.context === context);
}
