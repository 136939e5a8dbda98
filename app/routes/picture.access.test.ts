import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { createArticle, publishArticle, withdrawArticle } from "#app/articles/articles.server.ts";
import { heroValue, storePicture, type StoredPicture } from "#app/articles/pictures.server.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { loader } from "./picture.tsx";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("picture-access-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "picture-access-test-secret-0123456789abcdef";

/**
 * Library pictures (issue 34, decision 0051): public while the public site shows them, otherwise the editors'
 * alone, a 404 to anyone else; a public one may be shown by other sites (issue 36, Cross-Origin-Resource-Policy).
 */

let editor: SignedIn;
let claimsHandler: SignedIn;
let client: SignedIn;
let used: StoredPicture;
let unused: StoredPicture;
let articleId: number;

const photo = (background: string) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background } })
    .jpeg()
    .toBuffer();

const actor = { context: "staff", userId: "u1", email: "editor@kopano.example", address: "203.0.113.9" };

beforeAll(async () => {
  const { accounts, database, files } = await services();
  const add = async (
    context: SignedIn["context"],
    email: string,
    roles?: ("editor" | "claims")[],
  ): Promise<SignedIn> => {
    const account = await accounts.add(context, { email, password: "a long enough passphrase", roles });
    return { context, user: { id: account.userId, name: account.name, email, twoFactorEnabled: true } };
  };
  editor = await add("staff", "editor@kopano.example", ["editor"]);
  claimsHandler = await add("staff", "claims@kopano.example", ["claims"]);
  client = await add("mining", "risk@nmi.example");
  used = await storePicture(database, files, await photo("#35607a"), "Hail on a car bonnet", actor);
  unused = await storePicture(
    database,
    files,
    await photo("#7a3560"),
    "A claimant's kitchen, not for publishing",
    actor,
  );
  const created = await createArticle(
    database,
    {
      kind: "news",
      slug: "hail-on-the-highveld",
      title: "Hail on the Highveld",
      date: "2026-11-20",
      summary: "What to do when hail has damaged a car.",
      bodyHtml: "<p>Photograph the damage.</p>",
      heroImage: heroValue(used.id),
      heroAlt: "Hail on a car bonnet",
      location: null,
      seoTitle: null,
      seoDescription: null,
    },
    actor,
  );
  if (!created.ok) throw new Error(created.reason);
  articleId = created.article.id;
  const published = await publishArticle(database, articleId, null, actor);
  if (!published.ok) throw new Error(published.reason);
}, 60_000);
afterAll(closeServices);

async function get(picture: StoredPicture, signedIn?: SignedIn, headers: Record<string, string> = {}) {
  const file = `${picture.id}-${picture.width}.webp`;
  const url = new URL(`http://localhost/media/pictures/${file}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  try {
    return await loader({ request: new Request(url, { headers }), url, params: { file }, context } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("a library picture", () => {
  it("is served to anyone while a published article shows it, for other sites to show too", async () => {
    const answer = await get(used);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/webp");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=600");
    expect(answer.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(used.width);
    const again = await get(used, undefined, { "If-None-Match": answer.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect((await get(used, editor)).status).toBe(200);
  });

  it("that nothing public shows is a 404 to anyone but an editor, as a number never given is", async () => {
    const anonymous = await get(unused);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).toBe("Picture not found");
    expect(anonymous.headers.get("Cache-Control")).toBe("no-store");
    const never = await get({ ...unused, id: unused.id + 1000 });
    expect([never.status, await never.text()]).toEqual([404, "Picture not found"]);
    // Signed in, but not to use the library: a client, a member of staff of another role.
    expect((await get(unused, client)).status).toBe(404);
    expect((await get(unused, claimsHandler)).status).toBe(404);
    // An editor whose two-factor sign-in is not set up yet may open nothing but the account page.
    expect((await get(unused, { ...editor, user: { ...editor.user, twoFactorEnabled: false } })).status).toBe(404);
  });

  it("that nothing public shows is the editors', privately and never from another site", async () => {
    const answer = await get(unused, editor);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
    // The server's own same-origin stays (server/security-headers.ts).
    expect(answer.headers.get("Cross-Origin-Resource-Policy")).toBeNull();
    const again = await get(unused, editor, { "If-None-Match": answer.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("is a 404 to the public again once its article is withdrawn, on every copy within seconds", async () => {
    const { database } = await services();
    await withdrawArticle(database, articleId, actor);
    // Each copy looks at the content version at most once a second (app/articles/public.server.ts).
    const started = Date.now();
    while ((await get(used)).status !== 404) {
      if (Date.now() - started > 3_000) throw new Error("still public three seconds after the withdrawal");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await get(used, editor)).status).toBe(200);
  });
});
