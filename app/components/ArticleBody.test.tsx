// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ArticleBody } from "./ArticleBody.tsx";

afterEach(cleanup);

const news = {
  kind: "news" as const,
  title: "Hail season",
  date: "2026-11-20",
  summary: "What to do.",
  location: null,
  heroImage: "scenes/hailstorm" as const,
  heroAlt: "Hail",
  bodyHtml: "<p>Park under cover.</p>",
};

function show(notPublished?: string) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <ArticleBody article={news} listing="/media/news/2026" notPublished={notPublished} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("ArticleBody", () => {
  it("says Published on the public page", () => {
    show();
    expect(screen.getByText(/^Published/)).toBeTruthy();
  });

  it("says Draft, not Published, in the preview of a draft", () => {
    show("Draft");
    expect(screen.getByText(/^Draft, dated/)).toBeTruthy();
    expect(screen.queryByText(/Published/)).toBeNull();
  });
});
