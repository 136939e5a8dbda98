// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import type { RefusedFile } from "#app/forms/result.ts";
import { ClaimFiles, type ChosenFile } from "./ClaimFiles.tsx";

afterEach(cleanup);

/** ClaimFiles as the claim form holds it: the list of chosen files in the form's state. */
function Holder() {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  return (
    <ClaimFiles
      id="claim-documents"
      chosen={chosen}
      refused={refused}
      sending={false}
      onChange={(next, refusedNow) => {
        setChosen(next);
        setRefused(refusedNow);
      }}
    />
  );
}

describe("ClaimFiles", () => {
  it("takes files chosen before the script ran into the list it sends", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Holder />);
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
    // Without the script the input carries the files, under the name the server reads.
    expect(input.name).toBe("documents");
    const photo = new File([new Uint8Array(2048)], "dented-door.jpg", { type: "image/jpeg" });
    Object.defineProperty(input, "files", { value: [photo], configurable: true });

    await act(async () => {
      render(<Holder />, { container, hydrate: true });
    });

    const list = screen.getByRole("list", { name: "Files to send" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["dented-door.jpg"]);
    expect(input.name).toBe("");
  });
});
