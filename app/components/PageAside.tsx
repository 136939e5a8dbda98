import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import ClientProgrammes from "#app/components/clients/ClientProgrammes.tsx";
import SignedOutNotice from "#app/components/session/SignedOutNotice.tsx";

/**
 * What only some content pages show beside their blocks: the claims line on the claims pages, the programmes'
 * about pages on the Clients pages, and on the home page rendered for the visit that signed its visitor out, which
 * programmes that was (issue 37). One chunk, loaded only by the pages that show one of them
 * (app/routes/public/page.tsx), not with every page's first load.
 */
export default function PageAside({
  claims,
  programmes,
  signedOutOf,
}: {
  claims?: boolean;
  programmes?: { name: string; about: string }[];
  signedOutOf?: string[];
}) {
  if (claims) return <ClaimsLine />;
  if (signedOutOf) return <SignedOutNotice names={signedOutOf} />;
  return programmes ? <ClientProgrammes programmes={programmes} /> : null;
}
