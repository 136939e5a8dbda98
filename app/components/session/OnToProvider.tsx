import { useEffect, type ReactNode } from "react";

/**
 * A page that sends the browser on to the person's identity provider (to sign in, or to sign out there too): at
 * once with the script, by the refresh without it (the CSP's form-action keeps the site from posting there), and
 * by a button should both be held back.
 */
export function OnToProvider({
  url,
  heading,
  intro,
  action,
  introClassName,
}: {
  url: string;
  heading: string;
  intro: ReactNode;
  action: string;
  introClassName?: string;
}) {
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <>
      {/* React puts this in the head. */}
      <meta httpEquiv="refresh" content={`0;url=${url}`} />
      <h1>{heading}</h1>
      <p className={introClassName}>{intro}</p>
      <p>
        <a className="button" href={url}>
          {action}
        </a>
      </p>
    </>
  );
}
