/**
 * The home page's word that visiting it signed the person out of their programmes (docs/architecture.md, “Sign-in
 * contexts”): said once, since the next visit to "/" has no session to end (issue 37). The home page's loader names
 * them (`signedOutOf`) only for the visit that signed them out, rendered for them; the prerendered page has none.
 */
export default function SignedOutNotice({ names }: { names: string[] }) {
  const list = new Intl.ListFormat("en-ZA", { type: "conjunction" }).format(names);
  return (
    <div className="container">
      <output className="signed-out-notice">You have been signed out of {list}.</output>
    </div>
  );
}
