import { RSS_GROWTH_BOUND_MB, runSoak, summarise } from "../../bench/soak.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * The soak test's short form (bench/soak.ts; `node bench/soak.ts` runs it for
 * three minutes): a production server of its own on a fresh embedded database
 * takes mixed load (pages, .data, assets, PDFs, signed-in programme pages,
 * sign-ins, form posts, posts over the size limit) for 45 seconds, with not one unexpected answer and
 * its memory growing less than the bound after the warm-up. In so short a run
 * the memory check catches only a gross leak (see RSS_GROWTH_BOUND_MB); the
 * three-minute run is the finer one.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;

test("a mixed load for 45 seconds: every answer as expected, memory within the bound", async () => {
  test.skip(test.info().project.name !== "desktop", "no browser involved; once is enough");
  // 45 s of load, plus setting up the database and starting the server (slow on a busy machine).
  test.setTimeout(240_000);
  const result = await runSoak({ durationMs: 45_000, port: PORT });
  const summary = summarise(result);
  console.log(summary);
  await test.info().attach("soak summary", { body: summary, contentType: "text/plain" });
  await test.info().attach("soak result", { body: JSON.stringify(result, null, 2), contentType: "application/json" });

  expect(result.errorExamples, "errors (the first few)").toEqual([]);
  expect(result.errors).toBe(0);
  expect(result.memory.growthMb, "resident memory growth after the warm-up, MB").toBeLessThan(RSS_GROWTH_BOUND_MB);
  // A load that barely ran would pass the checks above without testing anything.
  expect(result.requests).toBeGreaterThan(1000);
});
