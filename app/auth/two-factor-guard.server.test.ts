import { createHmac } from "node:crypto";

import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { Accounts } from "#app/accounts/accounts.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { totp } from "#tests/e2e/support/totp.ts";
import { createAuths, type Auths } from "./auth.server.ts";
import { AUTH_ADDRESS_HEADER } from "./client-address.ts";
import { cookiePrefix } from "./contexts.ts";
import { endOwnSessions } from "./own-sessions.server.ts";
import { DEVICE_TRUST_OFF, TOTP_CODE_USED } from "./two-factor-guard.server.ts";

const SITE = "http://localhost:3000";
const SECRET = "test-secret-".repeat(4);
const PASSWORD = "a long enough passphrase";
const ADMIN = { email: "admin@example.com", context: "staff" as const };
let address = 0;
/** A client address of its own per call, so the sign-in rate limits stay out of the way. */
const freshAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

/** The cookies an answer sets, as the browser sends them back (an expired one is dropped, as a browser does). */
function cookiesOf(response: Response, before = ""): string {
  const jar = new Map(
    before
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=", 1)[0]!, c] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";", 1)[0]!;
    const name = pair.split("=", 1)[0]!;
    if (/max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

function hasSession(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((c) => c.startsWith(`${cookiePrefix("staff")}.session_token=`) && !/max-age=0/i.test(c));
}

/** The code of a 30-second step, counted from `at`. */
const codeAt = (key: string, at: number, steps = 0) => totp(key, at + steps * 30_000);

const post = (copy: Auths, path: string, body: Record<string, unknown>, cookie = "") =>
  copy.staff.handler(
    new Request(`${SITE}/api/auth/staff${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, cookie, [AUTH_ADDRESS_HEADER]: freshAddress() },
      body: JSON.stringify(body),
    }),
  );

/** The clock ten seconds into a 30-second step, so a test's codes never straddle two steps by chance. */
function stepClock(): number {
  const at = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  return at;
}

describeEachDatabase("staff two-factor sign-in that holds, on $name", (testDb) => {
  let database: Database;
  let auths: Auths;
  /** A second copy of the server: new instances on the same database. */
  let otherCopy: Auths;
  let accounts: Accounts;
  let n = 0;

  /** The password step: the cookie that carries the sign-in on to its code. */
  async function passwordStep(email: string, copy = auths, cookie = ""): Promise<Response> {
    return post(copy, "/sign-in/email", { email, password: PASSWORD }, cookie);
  }

  /**
   * A member of staff whose role needs two-factor sign-in, with it set up at `at` (on the account page: the
   * password, the key, its code of that moment). Returns the key and backup codes, as their app and paper hold them.
   */
  async function member(at: number, roles: ["admin"] | ["staff"] = ["admin"]) {
    const email = `member.${++n}@example.com`;
    await accounts.add("staff", { email, password: PASSWORD, roles });
    const signedIn = await passwordStep(email);
    const cookie = cookiesOf(signedIn);
    const enabled = (await (await post(auths, "/two-factor/enable", { password: PASSWORD }, cookie)).json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const key = new URL(enabled.totpURI).searchParams.get("secret")!;
    const confirmed = await post(auths, "/two-factor/verify-totp", { code: codeAt(key, at) }, cookie);
    expect(confirmed.status).toBe(200);
    const user = await authDb(database, "staff")
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { email, key, backupCodes: enabled.backupCodes, userId: user.id, cookie: cookiesOf(confirmed, cookie) };
  }

  /** A "trust this device" record and its cookie, as better-auth made them before the site refused device trust. */
  async function trustedDevice(userId: string): Promise<string> {
    const context = await auths.staff.$context;
    const identifier = `trust-device-${++n}`;
    await context.internalAdapter.createVerificationValue({
      identifier,
      value: userId,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
    });
    const token = createHmac("sha256", context.secret).update(`${userId}!${identifier}`).digest("base64url");
    const value = `${token}!${identifier}`;
    const signature = createHmac("sha256", context.secret).update(value).digest("base64");
    return `${cookiePrefix("staff")}.trust_device=${encodeURIComponent(`${value}.${signature}`)}`;
  }

  const trustRecords = async (userId: string) =>
    (
      await authDb(database, "staff")
        .selectFrom("verification")
        .select("identifier")
        .where("identifier", "like", "trust-device-%")
        .where("value", "=", userId)
        .execute()
    ).length;

  beforeAll(async () => {
    database = await testDb.open();
    auths = createAuths({ database, secret: SECRET, siteUrl: SITE });
    otherCopy = createAuths({ database, secret: SECRET, siteUrl: SITE });
    accounts = new Accounts({ auths, database, siteUrl: SITE });
  }, 60_000);
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
    await testDb.cleanup();
  });

  it("refuses to trust a device, and a trusted device's cookie does not skip the code", async () => {
    const at = stepClock();
    try {
      const { email, key, userId } = await member(at);
      const pending = cookiesOf(await passwordStep(email));
      const trusting = await post(
        auths,
        "/two-factor/verify-totp",
        { code: codeAt(key, at, 1), trustDevice: true },
        pending,
      );
      expect(trusting.status).toBe(400);
      expect(((await trusting.json()) as { code?: string }).code).toBe(DEVICE_TRUST_OFF);
      expect(trusting.headers.getSetCookie().join()).not.toContain("trust_device=");
      // Refused on the backup-code step too.
      const backup = await post(auths, "/two-factor/verify-backup-code", { code: "x", trustDevice: true }, pending);
      expect(((await backup.json()) as { code?: string }).code).toBe(DEVICE_TRUST_OFF);

      // A device trusted before (its record and cookie as better-auth made them): the password alone does not sign in.
      const trust = await trustedDevice(userId);
      const signIn = await passwordStep(email, auths, trust);
      expect(((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
      expect(hasSession(signIn)).toBe(false);
      // The browser is told to forget the cookie.
      expect(signIn.headers.getSetCookie().some((c) => c.includes(".trust_device=;") && /max-age=0/i.test(c))).toBe(
        true,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("accepts each authenticator code once per account, on every copy of the server", async () => {
    const at = stepClock();
    try {
      const { email, key } = await member(at);
      // The code that confirmed the set-up a moment ago does not sign in.
      const first = await post(
        auths,
        "/two-factor/verify-totp",
        { code: codeAt(key, at) },
        cookiesOf(await passwordStep(email)),
      );
      expect(first.status).toBe(401);
      expect(((await first.json()) as { code?: string }).code).toBe(TOTP_CODE_USED);

      // The next one does, once: not again on this copy, nor on another.
      const next = codeAt(key, at, 1);
      const signedIn = await post(
        auths,
        "/two-factor/verify-totp",
        { code: next },
        cookiesOf(await passwordStep(email)),
      );
      expect(signedIn.status).toBe(200);
      expect(hasSession(signedIn)).toBe(true);
      for (const copy of [auths, otherCopy]) {
        const again = await post(
          copy,
          "/two-factor/verify-totp",
          { code: next },
          cookiesOf(await passwordStep(email, copy)),
        );
        expect(again.status).toBe(401);
        expect(hasSession(again)).toBe(false);
      }

      // Two sign-ins sending one code at the same moment, to two copies: one gets in.
      const previous = codeAt(key, at, -1);
      const pending = await Promise.all([passwordStep(email), passwordStep(email, otherCopy)]);
      const answers = await Promise.all([
        post(auths, "/two-factor/verify-totp", { code: previous }, cookiesOf(pending[0]!)),
        post(otherCopy, "/two-factor/verify-totp", { code: previous }, cookiesOf(pending[1]!)),
      ]);
      expect(answers.map((a) => a.status).toSorted()).toEqual([200, 401]);

      // Another account's codes are its own.
      const other = await member(at + 30_000);
      const theirs = codeAt(other.key, at, 1);
      const signIn = await post(
        auths,
        "/two-factor/verify-totp",
        { code: theirs },
        cookiesOf(await passwordStep(other.email)),
      );
      expect(signIn.status).toBe(401); // it confirmed their set-up
      expect(
        (
          await post(
            auths,
            "/two-factor/verify-totp",
            { code: codeAt(other.key, at) },
            cookiesOf(await passwordStep(other.email)),
          )
        ).status,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets used codes once they could no longer be accepted", async () => {
    await database.db
      .insertInto("totp_codes_used")
      .values({ context: "staff", user_id: "long-gone", time_step: 1, used_at: new Date(Date.now() - 3600_000) })
      .execute();
    const at = stepClock();
    try {
      await member(at);
    } finally {
      vi.useRealTimers();
    }
    const left = await database.db
      .selectFrom("totp_codes_used")
      .select("user_id")
      .where("user_id", "=", "long-gone")
      .execute();
    expect(left).toEqual([]);
  });

  it("takes each backup code once, on every copy, however close together", async () => {
    const at = stepClock();
    try {
      const { email, backupCodes } = await member(at);
      const [one, two] = backupCodes;
      const used = await post(
        auths,
        "/two-factor/verify-backup-code",
        { code: one },
        cookiesOf(await passwordStep(email)),
      );
      expect(used.status).toBe(200);
      const again = await post(
        otherCopy,
        "/two-factor/verify-backup-code",
        { code: one },
        cookiesOf(await passwordStep(email, otherCopy)),
      );
      expect(again.status).toBe(401);
      const pending = await Promise.all([passwordStep(email), passwordStep(email, otherCopy)]);
      const answers = await Promise.all([
        post(auths, "/two-factor/verify-backup-code", { code: two }, cookiesOf(pending[0]!)),
        post(otherCopy, "/two-factor/verify-backup-code", { code: two }, cookiesOf(pending[1]!)),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends every trusted device at sign-out everywhere, a password change, two-factor turned off or reset", async () => {
    const at = stepClock();
    try {
      // An administrator signs them out everywhere.
      const a = await member(at);
      await trustedDevice(a.userId);
      await accounts.signOutEverywhere(ADMIN, "staff", a.userId);
      expect(await trustRecords(a.userId)).toBe(0);

      // An administrator resets their two-factor sign-in.
      const b = await member(at);
      await trustedDevice(b.userId);
      await accounts.resetTwoFactor(ADMIN, "staff", b.userId);
      expect(await trustRecords(b.userId)).toBe(0);

      // They change their password; the browser's trust cookie is expired too.
      const c = await member(at);
      const trust = await trustedDevice(c.userId);
      await trustedDevice(c.userId);
      const changed = await post(
        auths,
        "/change-password",
        { currentPassword: PASSWORD, newPassword: "another long passphrase", revokeOtherSessions: true },
        `${c.cookie}; ${trust}`,
      );
      expect(changed.status).toBe(200);
      expect(await trustRecords(c.userId)).toBe(0);
      expect(changed.headers.getSetCookie().some((x) => x.includes(".trust_device=;") && /max-age=0/i.test(x))).toBe(
        true,
      );

      // They turn two-factor sign-in off (the staff role alone may): every device, not only this browser's.
      const d = await member(at, ["staff"]);
      await trustedDevice(d.userId);
      await trustedDevice(d.userId);
      expect((await post(auths, "/two-factor/disable", { password: PASSWORD }, d.cookie)).status).toBe(200);
      expect(await trustRecords(d.userId)).toBe(0);

      // They sign out everywhere else from their account page.
      const e = await member(at);
      await trustedDevice(e.userId);
      await endOwnSessions(database, "staff", { ...ADMIN, userId: e.userId }, { allBut: "none" });
      expect(await trustRecords(e.userId)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
