// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Block } from "#app/content/types.ts";
import Teaser from "./Teaser.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type TeaserBlock = Extract<Block, { type: "teaser" }>;

/** Picture and AppLink need a router (the asset base comes from the root loader). */
function renderTeaser(block: TeaserBlock) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Teaser block={block} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

const base: TeaserBlock = {
  type: "teaser",
  heading: "Cover for every fleet",
  description: "First paragraph,\nstill the first.\n\n\nSecond paragraph.",
  media: { type: "image", image: "scenes/fleet" },
  button: { label: "Fleet insurance", route: "/insurance-products/fleet" },
};

describe("Teaser", () => {
  it("splits the description into paragraphs and shows the heading and button", async () => {
    renderTeaser(base);
    const section = await screen.findByTestId("teaser");
    expect(within(section).getByRole("heading", { level: 2, name: "Cover for every fleet" })).toBeInTheDocument();
    const paragraphs = section.querySelectorAll("p");
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      "First paragraph,\nstill the first.",
      "Second paragraph.",
    ]);
    const link = within(section).getByRole("link", { name: "Fleet insurance" });
    expect(link).toHaveAttribute("href", "/insurance-products/fleet");
    expect(link).toHaveClass("button");
  });

  it("accepts the description as an array of paragraphs", async () => {
    renderTeaser({ ...base, description: ["One.", "", "Two."] });
    const section = await screen.findByTestId("teaser");
    expect(Array.from(section.querySelectorAll("p"), (p) => p.textContent)).toEqual(["One.", "Two."]);
  });

  it("gives a picture the default alt text 'solutions', or its own", async () => {
    renderTeaser(base);
    const img = await screen.findByRole("img", { name: "solutions" });
    expect(img).toHaveAttribute("src", "/images/scenes/fleet-1600.webp");
    cleanup();
    renderTeaser({ ...base, media: { type: "image", image: "scenes/fleet", alt: "Trucks on a highway" } });
    expect(await screen.findByRole("img", { name: "Trucks on a highway" })).toBeInTheDocument();
  });

  describe("youtube", () => {
    const youtube: TeaserBlock = {
      ...base,
      media: { type: "youtube", videoId: "dQw4w9WgXcQ", title: "Our claims promise", poster: "posters/report-a-claim" },
    };

    it("shows only the local poster until play is pressed", async () => {
      const { container } = renderTeaser(youtube);
      const button = await screen.findByRole("button", { name: "Play video: Our claims promise" });
      expect(container.querySelector("iframe")).toBeNull();
      // Nothing points at YouTube yet: the poster is the site's own.
      expect(container.innerHTML).not.toMatch(/youtube(-nocookie)?\.com|ytimg/);
      expect(button.querySelector("img")).toHaveAttribute("alt", "");
      expect(button.querySelector("img")).toHaveAttribute("src", "/images/posters/report-a-claim-1280.webp");
      expect(screen.getByText("Plays from YouTube; loads only when you press play.")).toBeInTheDocument();
    });

    it("loads the nocookie player on click and moves focus to it", async () => {
      // happy-dom loads no frames, and reports each one it skips on the worker's own console
      // (not the test's), which writes to stderr: keep that out of the output, and check it is only that.
      const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      const user = userEvent.setup();
      renderTeaser(youtube);
      await user.click(await screen.findByRole("button", { name: "Play video: Our claims promise" }));
      const iframe = screen.getByTitle("Our claims promise");
      expect(iframe.tagName).toBe("IFRAME");
      expect(iframe).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
      expect(iframe).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
      expect(iframe).toHaveAttribute("allowfullscreen");
      expect(iframe).toHaveFocus();
      expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
      const written = stderr.mock.calls.map(([chunk]) => String(chunk));
      stderr.mockRestore();
      for (const chunk of written) expect(chunk).toMatch(/iframe page loading is disabled|^\s+at |^\s*$/i);
    });
  });

  describe("video", () => {
    const video: TeaserBlock = {
      ...base,
      media: { type: "video", video: "in-syte", title: "In-Syte in 12 seconds", poster: "posters/in-syte" },
    };

    it("renders a looping video without autoplay or visible controls", async () => {
      renderTeaser(video);
      const player = await screen.findByTestId("video-player");
      const el = player.querySelector("video")!;
      expect(el).toHaveAttribute("src", "/video/in-syte.webm");
      expect(el).toHaveAttribute("poster", "/images/posters/in-syte-1280.webp");
      expect(el).toHaveAttribute("width", "1280");
      expect(el).toHaveAttribute("height", "720");
      expect(el).not.toHaveAttribute("controls");
      expect(el).not.toHaveAttribute("autoplay");
      expect(el).toHaveAttribute("loop");
      expect(el).toHaveAttribute("playsinline");
      expect(el).toHaveAttribute("preload", "none");
      expect(el.getAttribute("controlslist")?.split(" ")).toEqual(
        expect.arrayContaining(["nodownload", "noplaybackrate", "noremoteplayback"]),
      );
      expect(el).toHaveAttribute("disablepictureinpicture");
      expect(el).toHaveAttribute("disableremoteplayback");
    });

    it("plays on click, then shows the controls and hides the play button", async () => {
      const user = userEvent.setup();
      renderTeaser(video);
      const button = await screen.findByRole("button", { name: "Play video: In-Syte in 12 seconds" });
      const el = screen.getByTestId("video-player").querySelector("video")!;
      const play = vi.spyOn(el, "play");
      await user.click(button);
      expect(play).toHaveBeenCalledTimes(1);
      expect(el).toHaveAttribute("controls");
      expect(screen.getByTestId("video-player")).toHaveAttribute("data-playing", "true");
      expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
      // Focus stays on the player rather than falling back to the page.
      expect(el).toHaveFocus();
    });
  });
});
