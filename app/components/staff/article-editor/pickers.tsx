import { useEffect, useRef, useState, type RefObject } from "react";

import { sceneKeys } from "#app/articles/pictures.ts";
import { LinkPicker, type LinkChoice, type LinkGroup } from "#app/components/staff/LinkPicker.tsx";
import { MediaPicker, type LibraryPicture, type MediaChoice, type Scene } from "#app/components/staff/MediaPicker.tsx";
import type { PickedPicture } from "#app/components/staff/RichTextEditor.tsx";

const SCENES: Scene[] = sceneKeys.map((key) => {
  const name = key.replace(/^scenes\//, "").replaceAll("-", " ");
  return { key, label: name.charAt(0).toUpperCase() + name.slice(1) };
});

type Open = null | "hero" | "body" | "link";

/**
 * The editor's pickers (with the page's script): the library's for the hero field and the body's pictures, and
 * the links'. They answer the body editor's toolbar (a promise each) or set the hero field of `formRef`'s form.
 */
export function useEditorPickers(formRef: RefObject<HTMLFormElement | null>, loadedLibrary: LibraryPicture[]) {
  // Pictures uploaded from the picker since the page's data was read.
  const [uploaded, setUploaded] = useState<LibraryPicture[]>([]);
  const library = [...uploaded.filter((u) => !loadedLibrary.some((p) => p.id === u.id)), ...loadedLibrary];
  const heroOptions = [
    ...SCENES.map((s) => ({ value: s.key as string, label: s.label })),
    ...library.map((p) => ({ value: `picture:${p.id}`, label: `Uploaded: ${p.alt}` })),
  ];

  const [picker, setPicker] = useState<Open>(null);
  const [linkUnderCursor, setLinkUnderCursor] = useState<string | null>(null);
  const answerPicture = useRef<((p: PickedPicture | null) => void) | null>(null);
  const answerLink = useRef<((c: LinkChoice | null) => void) | null>(null);
  const choosePicture = () =>
    new Promise<PickedPicture | null>((resolve) => {
      answerPicture.current = resolve;
      setPicker("body");
    });
  const chooseLink = (current: string | null) =>
    new Promise<LinkChoice | null>((resolve) => {
      answerLink.current = resolve;
      setLinkUnderCursor(current);
      setPicker("link");
    });

  const heroOf = (value: string | undefined) => {
    if (!value) return null;
    const upload = /^picture:(\d+)$/.exec(value);
    if (upload) return library.find((p) => p.id === Number(upload[1])) ?? null;
    return SCENES.find((s) => s.key === value)?.key ?? null;
  };

  function setField(name: string, value: string) {
    const control = formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (!control) return;
    control.value = value;
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }

  // A hero chosen in the picker is set once its option is drawn (an upload's option arrives with the choice).
  // (It waits for a render that has drawn the option: closing the picker draws the page again.)
  const chosenHero = useRef<{ value: string; alt: string | null } | null>(null);
  useEffect(() => {
    const chosen = chosenHero.current;
    const select = formRef.current?.elements.namedItem("heroImage") as HTMLSelectElement | null;
    if (!chosen || ![...(select?.options ?? [])].some((o) => o.value === chosen.value)) return;
    chosenHero.current = null;
    setField("heroImage", chosen.value);
    if (chosen.alt) setField("heroAlt", chosen.alt);
  });

  function chooseMedia(choice: MediaChoice) {
    if (choice.kind === "picture") {
      const picture = choice.picture;
      setUploaded((list) => (list.some((p) => p.id === picture.id) ? list : [picture, ...list]));
    }
    if (picker === "hero") {
      chosenHero.current =
        choice.kind === "scene"
          ? { value: choice.scene.key, alt: null }
          : { value: `picture:${choice.picture.id}`, alt: choice.picture.alt };
    } else if (picker === "body" && choice.kind === "picture") {
      const p = choice.picture;
      answerPicture.current?.({
        src: `/media/pictures/${p.id}-${p.width}.webp`,
        alt: p.alt,
        width: p.width,
        height: p.height,
      });
      answerPicture.current = null;
    }
    setPicker(null);
  }

  function closeMedia() {
    answerPicture.current?.(null);
    answerPicture.current = null;
    setPicker(null);
  }

  function answerLinkWith(choice: LinkChoice | null) {
    answerLink.current?.(choice);
    answerLink.current = null;
    setPicker(null);
  }

  return {
    picker,
    linkUnderCursor,
    heroOptions,
    heroOf,
    choosePicture,
    chooseLink,
    chooseHero: () => setPicker("hero"),
    chooseMedia,
    closeMedia,
    answerLinkWith,
  };
}

/** The library's picker and the links' picker, opened by `useEditorPickers`. */
export function EditorPickers({
  pickers,
  links,
  currentHero,
}: {
  pickers: ReturnType<typeof useEditorPickers>;
  links: LinkGroup[];
  currentHero: string | undefined;
}) {
  const { picker } = pickers;
  return (
    <>
      <MediaPicker
        open={picker === "hero" || picker === "body"}
        title={picker === "hero" ? "Choose the hero picture" : "Put a picture in the body"}
        scenes={picker === "hero" ? SCENES : []}
        current={picker === "hero" ? currentHero : undefined}
        onChoose={pickers.chooseMedia}
        onClose={pickers.closeMedia}
      />
      <LinkPicker
        open={picker === "link"}
        current={pickers.linkUnderCursor}
        groups={links}
        onChoose={pickers.answerLinkWith}
        onClose={() => pickers.answerLinkWith(null)}
      />
    </>
  );
}
