// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { HeroVideo } from "./HeroVideo.tsx";
import { Modal, MODAL_OPEN_CLASS, type ModalPageType } from "./Modal.tsx";

/*
 * What happy-dom gives a <dialog>: showModal() and close() only set and remove
 * the `open` attribute (and close() fires `close`). There is no top layer, no
 * inert page behind, no focus trap, no ::backdrop and no Escape handling of
 * its own. So these tests cover what the component does itself (opening,
 * Escape via its own key handler, backdrop clicks, the scroll lock, focus in
 * and back out); the browser's part is for the end-to-end tests.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ onClose, pageType }: { onClose?: () => void; pageType?: ModalPageType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="About the group"
        open={open}
        pageType={pageType}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Modal body</p>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByTestId("modal");

describe("Modal", () => {
  it("is closed, with no content, until opened", () => {
    render(<Harness />);
    expect(dialog()).not.toHaveAttribute("open");
    expect(screen.queryByText("Modal body")).toBeNull();
    expect(document.documentElement).not.toHaveClass(MODAL_OPEN_CLASS);
  });

  it("opens as a dialog named by its title, and locks the page's scrolling", async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(showModal).toHaveBeenCalledTimes(1);
    const d = screen.getByRole("dialog", { name: "About the group" });
    expect(d).toHaveAttribute("open");
    expect(d).toHaveAttribute("data-page-type", "Standard");
    expect(within(d).getByRole("heading", { level: 2, name: "About the group" })).toBeInTheDocument();
    expect(within(d).getByText("Modal body")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(MODAL_OPEN_CLASS);
  });

  it("closes on Escape through onClose, unlocks scrolling and returns focus to the opener", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Inside" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute("open");
    expect(screen.queryByText("Modal body")).toBeNull();
    expect(document.documentElement).not.toHaveClass(MODAL_OPEN_CLASS);
    expect(opener).toHaveFocus();
  });

  it("treats the browser's cancel event (a close request) like Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute("open");
  });

  it("closes with the Close button", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on one inside", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByText("Modal body"));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the ::backdrop is a click whose target is the <dialog> itself.
    fireEvent.pointerDown(dialog());
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute("open");
  });

  it("falls back to the open attribute where showModal() is missing", async () => {
    const user = userEvent.setup();
    const original = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, "showModal")!;
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", { value: undefined, configurable: true });
    try {
      render(<Harness />);
      await user.click(screen.getByRole("button", { name: "Open" }));
      expect(dialog()).toHaveAttribute("open");
      await user.keyboard("{Escape}");
      expect(dialog()).not.toHaveAttribute("open");
    } finally {
      Object.defineProperty(HTMLDialogElement.prototype, "showModal", original);
    }
  });

  it("lays out by page type", async () => {
    const user = userEvent.setup();
    render(<Harness pageType="Gallery" />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(dialog()).toHaveAttribute("data-page-type", "Gallery");
    expect(dialog()).toHaveClass("gallery");
  });
});

function heroStub() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <HeroVideo video="intro" title="The group in brief" poster="posters/intro" buttonLabel="Watch our story" />
      ),
    },
  ]);
  return <Stub initialEntries={["/"]} />;
}

function renderHero() {
  return render(heroStub());
}

describe("HeroVideo", () => {
  it("is a link to the video file itself until the page's script runs", () => {
    document.body.innerHTML = renderToString(heroStub());
    const link = screen.getByRole("link", { name: "Watch our story" });
    expect(link).toHaveAttribute("href", "/video/intro.webm");
    expect(screen.queryByRole("button")).toBeNull();
    document.body.innerHTML = "";
  });

  it("opens the intro video in a Home modal with its play button focused, without playing", async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    renderHero();
    const opener = await screen.findByRole("button", { name: "Watch our story" });
    expect(document.querySelector("video")).toBeNull();

    await user.click(opener);
    // The modal's code loads on the first press.
    const d = await screen.findByRole("dialog", { name: "The group in brief" });
    expect(d).toHaveAttribute("data-page-type", "Home");
    const video = d.querySelector("video")!;
    expect(video).toHaveAttribute("src", "/video/intro.webm");
    expect(video).not.toHaveAttribute("autoplay");
    expect(play).not.toHaveBeenCalled();
    expect(within(d).getByRole("button", { name: "Play video: The group in brief" })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveAttribute("controls");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe("Modal focus trap", () => {
  it("wraps Tab from the last control to the first and Shift+Tab from the first to the last", async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Trap" open onClose={() => {}}>
        <button type="button">Inside</button>
      </Modal>,
    );
    const close = screen.getByRole("button", { name: "Close" });
    const inside = screen.getByRole("button", { name: "Inside" });
    inside.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(inside).toHaveFocus();
  });
});
