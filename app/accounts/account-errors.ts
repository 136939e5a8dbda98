/**
 * The errors of accounts' operations (app/accounts/accounts.server.ts): those the person can put right are
 * AccountError, with a message for them; a one-time link that cannot be used is a LinkError.
 */
export class AccountError extends Error {
  override readonly name: string = "AccountError";
}

/** A one-time link that cannot be used: never issued (or mistyped), already used, or out of time. */
export class LinkError extends AccountError {
  override readonly name = "LinkError";
  readonly reason: "unknown" | "used" | "expired";
  constructor(reason: "unknown" | "used" | "expired") {
    super(`This link cannot be used (${reason}).`);
    this.reason = reason;
  }
}

/*
 * Told apart by name, not `instanceof`: the server's entry and the route
 * bundle each load this module, and the shared service (app/services.server.ts)
 * throws the class of whichever loaded it first.
 */
export function isAccountError(error: unknown): error is AccountError {
  return error instanceof Error && (error.name === "AccountError" || error.name === "LinkError");
}

export function isLinkError(error: unknown): error is LinkError {
  return error instanceof Error && error.name === "LinkError";
}
