import { data, Form, useNavigation } from "react-router";

import { clientAddressOf } from "#app/lib/http/request-context.ts";
import { trackedClaim, TRACKER_HEADERS } from "#app/claims/tracker.server.ts";
import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import { ClaimTracker } from "#app/components/claims/ClaimTracker.tsx";
import styles from "#app/components/claims/claims.module.css";
import { ErrorSummary, TextField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { findClaimByReferenceAndEmail } from "#app/claims/claims.server.ts";
import { takeAllowance } from "#app/forms/rate-limits.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/track";

/** Lookups per address: enough for a claimant who mistypes, too few to guess pairs. */
const LOOKUP_LIMIT = { max: 10, windowMs: 10 * 60_000 };

const NOT_FOUND = `We could not find a claim with that reference and e-mail address. Check both against the e-mail we sent when you reported the claim, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;

export function loader() {
  return data(null, { headers: TRACKER_HEADERS });
}

/**
 * Reference and e-mail address: both must match the claim, and a wrong pair
 * gets the same answer whichever part was wrong, so it reveals nothing.
 */
/** Never kept by a cache, and the address (which may carry a token) never sent on. */
export function headers() {
  return TRACKER_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const reference = String(form.get("reference") ?? "").slice(0, 20);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const values = { reference, email };
  const errors: Record<string, string> = {};
  if (!reference.trim()) errors.reference = "Enter your claim reference, such as CLM-7K3M9X";
  if (!email.trim()) errors.email = "Enter the e-mail address you gave with the claim";
  if (Object.keys(errors).length) return data({ values, errors, message: undefined, claim: undefined });
  const { database } = await services();
  const address = clientAddressOf(context);
  if (!(await takeAllowance(database, `claim-lookup:${address}`, LOOKUP_LIMIT))) {
    const message = `You have looked up claims several times in a few minutes. Please wait ten minutes, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;
    return data({ values, errors: {}, message, claim: undefined }, 429);
  }
  // Answered as a page like any other (200), whichever part was wrong: nothing to tell a guess from a typo.
  const claim = await findClaimByReferenceAndEmail(database, reference, email);
  if (!claim) return data({ values, errors: {}, message: NOT_FOUND, claim: undefined }, { headers: TRACKER_HEADERS });
  return data(
    { values, errors: {}, message: undefined, claim: await trackedClaim(database, claim) },
    { headers: TRACKER_HEADERS },
  );
}

export function meta() {
  return [{ title: `Follow your claim | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TrackPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const claim = actionData?.claim;
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        {claim ? (
          <>
            Claim <span className={styles.reference}>{claim.reference}</span>
          </>
        ) : (
          "Follow your claim"
        )}
      </h1>
      <ClaimsLine />
      {claim ? (
        <>
          <ClaimTracker claim={claim} />
          <p>
            To add documents, use the private link in the e-mail we sent when you reported the claim, or e-mail them to{" "}
            <a href={`mailto:${site.claimsEmail}`}>{site.claimsEmail}</a> with the reference in the subject.
          </p>
        </>
      ) : (
        <>
          <p>
            Enter the reference we gave you when you reported the claim, and the e-mail address you gave with it. Or use
            the private link in our e-mail, which takes you straight to your claim.
          </p>
          <Form method="post" className={styles.form} noValidate>
            <ErrorSummary
              errors={actionData?.errors}
              message={actionData?.message}
              labels={{ reference: "Claim reference", email: "E-mail address" }}
            />
            <TextField
              name="reference"
              label="Claim reference"
              hint="Such as CLM-7K3M9X"
              required
              maxLength={20}
              autoComplete="off"
              problems={actionData}
            />
            <TextField
              name="email"
              label="E-mail address"
              type="email"
              required
              autoComplete="email"
              problems={actionData}
            />
            <p>
              <button type="submit" className="button" aria-disabled={busy || undefined}>
                {busy ? "Finding…" : "Find my claim"}
              </button>
            </p>
          </Form>
        </>
      )}
    </div>
  );
}
