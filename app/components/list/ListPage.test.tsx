// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ExportLink, ListPage, ListSearch } from "./ListPage.tsx";
import { listLink } from "./list-params.ts";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function renderAt(path: string, page: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => page }]);
  return render(<Stub initialEntries={[path]} />);
}

interface Person {
  id: number;
  name: string;
}

const people: Person[] = [
  { id: 1, name: "Ann" },
  { id: 2, name: "Ben" },
];

const columns = [{ header: "Name", render: (p: Person) => p.name }];

describe("ListSearch", () => {
  it("is a GET form in a search landmark, with the page's fields, hidden filters that are set, and its button", () => {
    renderAt(
      "/staff/people",
      <ListSearch label="Find people" hidden={{ overdue: "1", lapsing: undefined }} after={<a href="/x">Clear</a>}>
        <label htmlFor="q">Name</label>
        <input id="q" name="q" />
      </ListSearch>,
    );
    // The <search> element (the search landmark in browsers), looked up by tag: the test DOM gives it no role.
    const search = document.querySelector<HTMLElement>('search[aria-label="Find people"]')!;
    const form = search.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(within(search).getByRole("textbox", { name: "Name" })).toBeTruthy();
    expect(within(search).getByRole("button", { name: "Show" }).getAttribute("type")).toBe("submit");
    expect(within(search).getByRole("link", { name: "Clear" })).toBeTruthy();
    const hidden = [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([["overdue", "1"]]);
  });

  it("names its button as the page asks", () => {
    renderAt(
      "/",
      <ListSearch label="Find pictures" submit="Find">
        <input aria-label="Words" name="q" />
      </ListSearch>,
    );
    expect(screen.getByRole("button", { name: "Find" })).toBeTruthy();
  });
});

/** People as numbered items from the 11th, with an empty state. */
const items = (rows: Person[]) => ({
  rows,
  rowKey: (p: Person) => p.id,
  render: (p: Person) => <li>{p.name}</li>,
  as: "ol" as const,
  start: 11,
  empty: <p>Nobody yet.</p>,
});

describe("ListPage", () => {
  it("shows the count, the rows as a table captioned for screen readers, and the pages with the filters kept", () => {
    renderAt(
      "/staff/people?q=a&page=2",
      <ListPage
        count="2 people match."
        announce="live"
        table={{ caption: "People", columns, rows: people, rowKey: (p) => p.id }}
        pager={{ page: 2, pages: 3, link: (n) => listLink({ q: "a" }, n), label: "Pages of people" }}
      />,
    );
    const count = screen.getByText("2 people match.");
    expect(count.getAttribute("aria-live")).toBe("polite");
    const table = screen.getByRole("table", { name: "People" });
    expect(table.querySelector("caption")!.className).toBe("visually-hidden");
    expect(within(table).getByRole("rowheader", { name: "Ben" })).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Pages of people" });
    expect(within(pages).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/staff/people?q=a");
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/staff/people?q=a&page=3");
  });

  it("says the empty state in the table when nothing matches, and shows no pager for one page", () => {
    renderAt(
      "/",
      <ListPage
        count="0 people."
        table={{ caption: "People", columns, rows: [], rowKey: (p) => p.id, empty: "Nobody matches." }}
        pager={{ page: 1, pages: 1, link: (n) => listLink({}, n), label: "Pages of people" }}
      />,
    );
    expect(screen.getByRole("cell", { name: "Nobody matches." })).toBeTruthy();
    expect(screen.getByText("0 people.").getAttribute("aria-live")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows rows as numbered items, or the empty state instead of an empty list", () => {
    const { unmount } = renderAt("/", <ListPage count="Found 2." announce="output" items={items(people)} />);
    expect(screen.getByRole("status").textContent).toBe("Found 2.");
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(list.getAttribute("start")).toBe("11");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ann", "Ben"]);
    unmount();
    renderAt("/", <ListPage items={items([])} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("Nobody yet.")).toBeTruthy();
  });
});

describe("ExportLink", () => {
  it("links to the download with the list's filters", () => {
    renderAt("/", <ExportLink href={`/staff/audit/export${listLink({ action: "sign-in" }, 1)}`}>CSV</ExportLink>);
    expect(screen.getByRole("link", { name: "CSV" }).getAttribute("href")).toBe("/staff/audit/export?action=sign-in");
  });
});
