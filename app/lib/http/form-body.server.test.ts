import { describe, expect, it } from "vitest";

import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { refusedBody } from "#app/lib/http/refused-body.ts";

function post(body?: BodyInit, headers: Record<string, string> = {}) {
  const init = { method: "POST", body, headers, duplex: "half" } as RequestInit;
  return new Request("http://localhost/contact/call-me-back", init);
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("reading a posted form", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readFormBody(post(new URLSearchParams({ a: "1" })))).get("a")).toBe("1");
    const multipart = new FormData();
    multipart.set("b", "2");
    expect((await readFormBody(post(multipart))).get("b")).toBe("2");
  });

  it("answers 400 for a post it cannot read", async () => {
    const unreadable = [
      post(),
      post("{}", { "content-type": "application/json" }),
      post("text", { "content-type": "text/plain" }),
      post("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }),
      post(new Uint8Array([0, 255, 1]), { "content-type": "multipart/form-data" }),
    ];
    for (const request of unreadable) {
      // What a route throws with data(): React Router answers with its status and the error page.
      const error = (await thrown(readFormBody(request))) as { init?: ResponseInit };
      expect(error.init?.status, request.headers.get("content-type") ?? "none").toBe(400);
    }
  });

  it("answers 413 for a post whose body the server refused, even to a route that meant to answer it itself", async () => {
    // As the server hands such a post on (server/app-handler.ts): its form's type, and a body that cannot be read.
    const refused = post(refusedBody(), { "content-type": "multipart/form-data; boundary=x" });
    const error = (await thrown(readFormBody(refused))) as { init?: ResponseInit };
    expect(error.init?.status).toBe(413);
  });
});
