import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { findPicture, storePicture } from "#app/articles/pictures.server.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { findPerson, listPeople } from "#app/people/people.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import * as pictures from "./content-pictures.tsx";
import * as person from "./person.tsx";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("confirm-steps-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "confirm-steps-test-secret-0123456789abcdef";

let admin: SignedIn;

beforeAll(async () => {
  const { accounts } = await services();
  const account = await accounts.add("staff", {
    email: "admin@kopano.example",
    password: "a long enough passphrase",
    roles: ["admin"],
  });
  admin = {
    context: "staff",
    // Signed in with the second factor the administrator's role needs (the guard sends anyone else to set it up).
    user: { id: account.userId, name: account.name, email: "admin@kopano.example", twoFactorEnabled: true },
  };
}, 60_000);
afterAll(closeServices);

/** Posts a form to a route's action as a browser without script does, signed in as the administrator. */
async function post(
  action: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  multipart = false,
) {
  const url = new URL(`http://localhost${path}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, [admin]);
  let body: FormData | URLSearchParams = new URLSearchParams(fields);
  if (multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  const result = await action({ request: new Request(url, { method: "POST", body }), url, params, context } as never);
  return result as { data?: unknown; status?: number } | Response;
}

function dataOf(result: unknown): unknown {
  return (result as { data?: unknown }).data;
}

describe("what cannot be undone lightly asks first (issue 36, item 5)", () => {
  it("takes a person off the site only at the confirming second post", async () => {
    const { database } = await services();
    const [someone] = await listPeople(database);
    const path = `/staff/people/${someone!.id}`;
    const first = await post(person.action, path, { id: someone!.id }, { intent: "remove" });
    expect(dataOf(first)).toEqual({ confirm: "remove" });
    expect(await findPerson(database, someone!.id)).toBeDefined();
    const second = await post(person.action, path, { id: someone!.id }, { intent: "remove", confirmed: "yes" });
    expect(second).toBeInstanceOf(Response);
    expect((second as Response).headers.get("location")).toMatch(/^\/staff\/people\?removed=/);
    expect(await findPerson(database, someone!.id)).toBeUndefined();
  });

  it("deletes a picture only at the confirming second post", async () => {
    const { database, files } = await services();
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const actor = { context: "staff", userId: admin.user.id, email: admin.user.email };
    const stored = await storePicture(database, files, bytes, "A green field", actor);
    const path = "/staff/content/pictures";
    const first = await post(pictures.action, path, {}, { intent: "delete", id: String(stored.id) }, true);
    expect(dataOf(first)).toEqual({ intent: "delete", confirm: stored.id });
    expect(await findPicture(database, stored.id)).toBeDefined();
    const second = await post(
      pictures.action,
      path,
      {},
      { intent: "delete", id: String(stored.id), confirmed: "yes" },
      true,
    );
    expect(dataOf(second)).toEqual({ intent: "delete", done: `Picture ${stored.id} is deleted.` });
    expect(await findPicture(database, stored.id)).toBeUndefined();
  });
});
