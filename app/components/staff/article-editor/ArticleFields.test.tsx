// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { FIELD_LIMITS, FORM_LABELS, type FormField } from "#app/articles/form.ts";
import { ArticleFields } from "./ArticleFields.tsx";

afterEach(cleanup);

const pickers = {
  heroOptions: [
    { value: "scenes/storm-season", label: "Storm season" },
    { value: "picture:7", label: "Uploaded: A warehouse roof" },
  ],
  chooseLink: async () => null,
  choosePicture: async () => null,
  chooseHero: () => {},
};

function renderFields(props: Partial<Parameters<typeof ArticleFields>[0]> = {}) {
  return render(
    <form>
      <ArticleFields
        values={undefined}
        problems={undefined}
        today="2026-12-06"
        listing="/media/news/2026"
        hydrated={false}
        pickers={pickers}
        {...props}
      />
    </form>,
  );
}

describe("the article editor's fields", () => {
  it("are every field of the form, in the error summary's order, each labelled and named", () => {
    const { container } = renderFields();
    const names = [...container.querySelectorAll("input, select, textarea")].map((c) => c.getAttribute("name"));
    expect(names).toEqual(Object.keys(FORM_LABELS));
    for (const [name, label] of Object.entries(FORM_LABELS))
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`)).getAttribute("name")).toBe(name);
  });

  it("limit each text to what the server accepts", () => {
    const { container } = renderFields();
    const limited: FormField[] = [
      "title",
      "location",
      "summary",
      "body",
      "heroAlt",
      "slug",
      "seoTitle",
      "seoDescription",
    ];
    for (const name of limited)
      expect(container.querySelector(`[name="${name}"]`)?.getAttribute("maxlength")).toBe(String(FIELD_LIMITS[name]));
  });

  it("start a new article as news of today, and keep what was typed when a save is refused", () => {
    const { container, unmount } = renderFields();
    expect((container.querySelector('[name="kind"]') as HTMLSelectElement).value).toBe("news");
    expect((container.querySelector('[name="date"]') as HTMLInputElement).value).toBe("2026-12-06");
    unmount();
    const typed = renderFields({
      values: { title: "Stored title" } as Record<FormField, string>,
      problems: { errors: { summary: "Write a sentence or two." }, values: { title: "Typed title", summary: "" } },
    });
    expect((typed.container.querySelector('[name="title"]') as HTMLInputElement).value).toBe("Typed title");
    expect(screen.getByText("Write a sentence or two.")).toBeTruthy();
  });

  it("are plain controls without the page's script: no picker button, the body a box of HTML", () => {
    const { container } = renderFields();
    expect(screen.queryByRole("button", { name: /hero picture from the library/ })).toBeNull();
    expect(container.querySelector("textarea[name=body]")).not.toBeNull();
    expect([...container.querySelectorAll('[name="heroImage"] option')].map((o) => o.getAttribute("value"))).toEqual([
      "",
      "scenes/storm-season",
      "picture:7",
    ]);
  });

  it("offer the library's picker for the hero with the script", () => {
    renderFields({ hydrated: true });
    expect(screen.getByRole("button", { name: "Choose the hero picture from the library" })).toBeTruthy();
  });
});
