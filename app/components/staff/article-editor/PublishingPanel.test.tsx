// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { EditorArticle, EditorResult } from "#app/articles/editor-result.ts";
import { PublishingPanel } from "./PublishingPanel.tsx";

afterEach(cleanup);

function article(state: EditorArticle["state"]): EditorArticle {
  return {
    id: 4,
    version: 3,
    state,
    publishAt: null,
    path: "/media/news/2026/storm-season",
    values: {} as EditorArticle["values"],
    hasDraft: false,
    draftPublishAt: null,
    updatedAt: "2026-12-06T08:00:00.000Z",
    updatedBy: "Thandi Editor",
  };
}

function renderPanel(state: EditorArticle["state"], hasDraft: boolean, result?: EditorResult) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <PublishingPanel
          article={article(state)}
          hasDraft={hasDraft}
          version={5}
          nextHour="2026-12-06T11:00"
          result={result}
          busy={false}
        />
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={["/staff/content/4"]} />);
  // Each step is its own plain form (it works without the page's script), named by its intent.
  const intents = [...container.querySelectorAll("form")].map(
    (form) => (form.querySelector('input[name="intent"]') as HTMLInputElement).value,
  );
  return { container, intents };
}

describe("the editor's publishing panel", () => {
  it("offers a draft publishing now or at a time, each a form posting to the page", () => {
    const { container, intents } = renderPanel("draft", false);
    expect(intents).toEqual(["publish", "schedule"]);
    for (const form of container.querySelectorAll("form")) expect(form.getAttribute("method")).toBe("post");
    expect(screen.getByRole("button", { name: "Publish now" })).toBeTruthy();
    expect((screen.getByLabelText(/^Publish at/) as HTMLInputElement).value).toBe("2026-12-06T11:00");
  });

  it("offers a published article only its withdrawal, until it has a draft", () => {
    expect(renderPanel("published", false).intents).toEqual(["withdraw"]);
    cleanup();
    const { container, intents } = renderPanel("published", true);
    expect(intents).toEqual(["publish", "schedule", "discard", "withdraw"]);
    expect(screen.getByRole("button", { name: "Publish the changes now" })).toBeTruthy();
    expect(screen.getByLabelText(/^Publish the changes at/)).toBeTruthy();
    // The discard names the version the page last saved, so a save in between is not thrown away unseen.
    const discard = [...container.querySelectorAll("form")][2]!;
    expect((discard.querySelector('input[name="version"]') as HTMLInputElement).value).toBe("5");
  });

  it("moves a scheduled article, and says what the last step did", () => {
    renderPanel("scheduled", false, { intent: "schedule", done: "Scheduled. It appears on the public site." });
    expect(screen.getByLabelText(/^Move to/)).toBeTruthy();
    expect(screen.getByText("Scheduled. It appears on the public site.")).toBeTruthy();
  });

  it("leaves a save's answer to the form above it", () => {
    renderPanel("draft", false, { intent: "save", done: "Saved. Preview it to see it as it will be published." });
    expect(screen.queryByText(/^Saved\./)).toBeNull();
  });
});
