import { pepkor } from "./Pepkor.ts";
import { nmi } from "./NMI.ts";
import { pepkorTransport } from "./PepkorTransport.ts";
import { cityOfJoburg } from "./city-of-joburg.ts";
import { truworths } from "./Truworths.ts";
import { woolworths } from "./Woolworths.ts";
import { massmart } from "./Massmart.ts";
import { icebolethugroup } from "./icebolethugroup.ts";
import { rsRegal } from "./rs-regal.ts";
import type { Programme } from "./types.ts";

export { programmePath } from "./paths.ts";

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
