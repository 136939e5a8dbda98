import { expect, it } from "vitest";

import { publishedView } from "#app/articles/public.server.ts";
import { leadership, leadershipGroups } from "#app/content/people.ts";
import { contentVersion } from "#app/articles/articles.server.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  addPerson,
  findPerson,
  listPeople,
  movePerson,
  movePersonTo,
  peopleDirectory,
  removePerson,
  savePerson,
  type PersonFields,
} from "#app/people/people.server.ts";
import { pagesSource } from "#app/search/sources.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";

const editor = { context: "main", userId: "u1", email: "editor@example.com", address: "203.0.113.9" };

function fieldsOf(id: string, overrides: Partial<PersonFields> = {}): PersonFields {
  const person = Object.values(leadership)
    .flat()
    .find((p) => p.id === id)!;
  const team = leadershipGroups.find((g) => leadership[g].includes(person))!;
  return { name: person.name, title: person.title, email: person.email, team, picture: `people/${id}`, ...overrides };
}

describeEachDatabase("people on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("start as the site was built: every group in order, with the drawn portraits", async () => {
    expect(await peopleDirectory(db())).toEqual(leadership);
  });

  it("save a new title, raise the content version and the person's version, and log who did it", async () => {
    const before = await contentVersion(db());
    const outcome = await savePerson(
      db(),
      "thandeka",
      1,
      fieldsOf("thandeka", { title: "Group Chief Executive" }),
      editor,
    );
    expect(outcome.ok).toBe(true);
    expect(await contentVersion(db())).toBeGreaterThan(before);
    expect((await findPerson(db(), "thandeka"))?.version).toBe(2);
    expect((await peopleDirectory(db()))["Chief Executive Committee"][0]?.title).toBe("Group Chief Executive");
    const [entry] = await listAudit(db(), { action: "person-saved" });
    expect(entry).toMatchObject({ actorEmail: "editor@example.com", target: "Thandeka Mahlangu" });
    expect(entry?.detail).toEqual({ id: "thandeka", changed: ["title"] });
  });

  it("refuse a save over a version someone else saved, handing back theirs", async () => {
    const outcome = await savePerson(db(), "thandeka", 1, fieldsOf("thandeka", { title: "Stale" }), editor);
    expect(outcome).toMatchObject({ ok: false, reason: "conflict", current: { title: "Group Chief Executive" } });
  });

  it("move someone within their group, and not past either end", async () => {
    expect(await movePerson(db(), "pieter", "up", editor)).toBe(true);
    const order = (await peopleDirectory(db()))["Chief Executive Committee"].map((p) => p.id);
    expect(order.slice(0, 2)).toEqual(["pieter", "thandeka"]);
    expect(await movePerson(db(), "pieter", "up", editor)).toBe(false);
    expect(await movePerson(db(), "sipho", "down", editor)).toBe(false);
  });

  it("move someone from last to first in one step, and back, the others keeping their order", async () => {
    const ids = async () => (await peopleDirectory(db())).Management.map((p) => p.id);
    const before = await ids();
    const last = before.at(-1)!;
    const moved = await movePersonTo(db(), last, 1, editor);
    expect(moved).toMatchObject({ ok: true, from: before.length, to: 1 });
    expect(await ids()).toEqual([last, ...before.slice(0, -1)]);
    const positions = (await listPeople(db())).filter((p) => p.team === "Management").map((p) => p.position);
    expect(positions.toSorted((a, b) => a - b)).toEqual(before.map((_, i) => i));
    // Into the middle, then back to the end.
    await movePersonTo(db(), last, 3, editor);
    expect((await ids()).indexOf(last)).toBe(2);
    expect((await ids()).filter((id) => id !== last)).toEqual(before.slice(0, -1));
    await movePersonTo(db(), last, before.length, editor);
    expect(await ids()).toEqual(before);
    expect(await movePersonTo(db(), last, before.length, editor)).toMatchObject({ ok: false, reason: "already-there" });
    expect(await movePersonTo(db(), last, before.length + 1, editor)).toEqual({
      ok: false,
      reason: "out-of-range",
      places: before.length,
    });
    expect(await movePersonTo(db(), last, 0, editor)).toMatchObject({ ok: false, reason: "out-of-range" });
    expect(await movePersonTo(db(), "nobody", 1, editor)).toEqual({ ok: false, reason: "not-found" });
    const audit = await listAudit(db(), { action: "person-moved" });
    expect(audit.map((e) => e.detail)).toEqual(
      expect.arrayContaining([{ id: last, team: "Management", from: before.length, to: 1 }]),
    );
  });

  it("put someone moved to another group at its end, and close the gap they left", async () => {
    const version = (await findPerson(db(), "johan"))!.version;
    await savePerson(db(), "johan", version, fieldsOf("johan", { team: "Management" }), editor);
    const people = await listPeople(db());
    const senior = people.filter((p) => p.team === "Senior");
    expect(senior.map((p) => p.position)).toEqual(senior.map((_, i) => i));
    expect(people.filter((p) => p.team === "Management").at(-1)?.id).toBe("johan");
  });

  it("add someone at the end of their group with an id from their first name, and remove them again", async () => {
    const added = await addPerson(
      db(),
      {
        name: "Thandi Zwane",
        title: "Cyber Risk Manager",
        email: "thandi.zwane@example.co.za",
        team: "Senior",
        picture: "people/naledi",
      },
      editor,
    );
    expect(added.id).toBe("thandi");
    const again = await addPerson(db(), { ...fieldsOf("naledi"), name: "Thandi Other" }, editor);
    expect(again.id).toBe("thandi2");
    expect((await peopleDirectory(db())).Senior.slice(-2).map((p) => p.id)).toEqual(["thandi", "thandi2"]);
    expect((await removePerson(db(), "thandi", editor))?.name).toBe("Thandi Zwane");
    const senior = (await listPeople(db())).filter((p) => p.team === "Senior");
    expect(senior.map((p) => p.position)).toEqual(senior.map((_, i) => i));
    expect(await removePerson(db(), "thandi", editor)).toBeUndefined();
    expect((await listAudit(db(), { action: "person-removed" })).length).toBe(1);
  });

  it("reach the public view within a second or so of a change", async () => {
    await publishedView(db());
    const version = (await findPerson(db(), "lindiwe"))!.version;
    await savePerson(db(), "lindiwe", version, fieldsOf("lindiwe", { title: "Chief Operating Officer" }), editor);
    await new Promise((r) => setTimeout(r, 1100));
    const people = (await publishedView(db())).people["Chief Executive Committee"];
    expect(people.find((p) => p.id === "lindiwe")?.title).toBe("Chief Operating Officer");
    // And the site search's text of the pages that show her (re-indexed by the staff pages after a change).
    const leadershipPage = (await pagesSource.documents(db())).find((d) => d.url === "/about/our-leadership");
    expect(leadershipPage?.body).toContain("Lindiwe Dube, Chief Operating Officer");
  });
});
