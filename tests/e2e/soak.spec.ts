import { runSoak, summarise } from "../../bench/soak.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * The soak's short form (bench/soak.ts; `npm run soak` runs it for three minutes and judges the server's memory):
 * a production server of its own on a fresh embedded database takes mixed load (pages, .data, assets, PDFs,
 * signed-in programme pages, sign-ins, form posts, posts over the size limit) for 15 seconds, with not one
 * unexpected answer and a clean stop. Memory is left to the soak itself: a benchmark's figure, not a test's.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;

test("a mixed load for 15 seconds: every answer as expected, and a clean stop", async () => {
  test.skip(test.info().project.name !== "desktop", "no browser involved; once is enough");
  // 15 s of load, plus setting up the database and starting the server (slow on a busy machine).
  test.setTimeout(180_000);
  const result = await runSoak({ durationMs: 15_000, port: PORT, judgeMemory: false });
  const summary = summarise(result);
  console.log(summary);
  await test.info().attach("soak summary", { body: summary, contentType: "text/plain" });
  await test.info().attach("soak result", { body: JSON.stringify(result, null, 2), contentType: "application/json" });

  expect(result.errorExamples, "errors (the first few)").toEqual([]);
  expect(result.errors).toBe(0);
  // A load that barely ran would pass the checks above without testing anything.
  expect(result.requests).toBeGreaterThan(300);
});
