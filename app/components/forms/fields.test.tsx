// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { TextArea, TextField } from "./fields.tsx";

afterEach(cleanup);

/** The quotation desk's revision form, as the server sends it: the previous version's conditions as defaults. */
function Revision({ premium }: { premium: string }) {
  return (
    <form>
      <TextField name="premium" label="Premium" defaultValue={premium} />
      <TextArea name="conditions" label="Conditions" defaultValue={"Tracking devices.\nA survey by March."} />
      <TextArea name="note" label="Note" />
    </form>
  );
}

describe("a form's fields keep what is typed (issue 35, item 5)", () => {
  it("when typed before the page's script arrived: hydration does not put the defaults back", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Revision premium="2 400 000" />);
    const conditions = container.querySelector<HTMLTextAreaElement>("#conditions")!;
    const note = container.querySelector<HTMLTextAreaElement>("#note")!;
    const premium = container.querySelector<HTMLInputElement>("#premium")!;
    // Typed while the script loads.
    conditions.value = "Fire suppression fitted on every haul truck.";
    note.value = "Asked by phone.";
    premium.value = "2 350 000";
    await act(async () => {
      render(<Revision premium="2 400 000" />, { container, hydrate: true });
    });
    expect(container.querySelector<HTMLTextAreaElement>("#conditions")!.value).toBe(
      "Fire suppression fitted on every haul truck.",
    );
    expect(container.querySelector<HTMLTextAreaElement>("#note")!.value).toBe("Asked by phone.");
    expect(container.querySelector<HTMLInputElement>("#premium")!.value).toBe("2 350 000");
  });

  it("untouched, shows its default once hydrated", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Revision premium="2 400 000" />);
    await act(async () => {
      render(<Revision premium="2 400 000" />, { container, hydrate: true });
    });
    expect(container.querySelector<HTMLTextAreaElement>("#conditions")!.value).toBe(
      "Tracking devices.\nA survey by March.",
    );
  });

  it("when the page is revalidated after another form was sent: what was typed stays", async () => {
    const { container, rerender } = render(<Revision premium="2 400 000" />);
    const conditions = container.querySelector<HTMLTextAreaElement>("#conditions")!;
    conditions.value = "Typed after the page loaded.";
    // The loader's data again, as after an internal note was added.
    rerender(<Revision premium="2 400 000" />);
    expect(container.querySelector<HTMLTextAreaElement>("#conditions")!.value).toBe("Typed after the page loaded.");
  });
});
