import { pepkor } from "./Pepkor.ts";
import { nmi } from "./NMI.ts";
import { pepkorTransport } from "./PepkorTransport.ts";
import { cityOfJoburg } from "./city-of-joburg.ts";
import { truworths } from "./Truworths.ts";
import { woolworths } from "./Woolworths.ts";
import { massmart } from "./Massmart.ts";
import { icebolethugroup } from "./icebolethugroup.ts";
import { rsRegal } from "./rs-regal.ts";
import type { Access } from "#app/auth/access.ts";
import { defaultAccess, defineProgramme } from "./define.ts";
import type { Programme, ProgrammeData, ProgrammePagePath } from "./types.ts";

export { programmePath } from "./paths.ts";

/**
 * The nine programme files as written: pages, names and the figures migration 0021 was seeded from. The
 * figures the site shows are the stored ones (app/programmes/programme-data.server.ts).
 */
export const programmeFiles: ProgrammeData[] = [
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

/** The nine client programmes, in header order (app/auth/contexts.ts), with the files' figures. */
export const programmes: Programme[] = programmeFiles.map(defineProgramme);

export function findProgramme(slug: string): Programme | undefined {
  const wanted = slug.toLowerCase();
  return programmes.find((p) => p.slug.toLowerCase() === wanted);
}

export function programmeByContext(context: string): Programme | undefined {
  return programmes.find((p) => p.context === context);
}

/** Who may open a programme page (its data says), or its account page (the programme's own users). */
export function programmeAccess(programme: Programme, page: ProgrammePagePath | "account"): Access {
  const found = page === "account" ? undefined : programme.pages.find((p) => p.path === page);
  return found?.access ?? defaultAccess(programme, page);
}
