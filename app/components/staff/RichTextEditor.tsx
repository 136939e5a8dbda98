import { Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useReducer, useRef, useState } from "react";

import styles from "./RichTextEditor.module.css";

/**
 * The article body's rich-text editor (TipTap on ProseMirror, decision 0013),
 * loaded only on the staff edit page once it has hydrated. It takes over the
 * form's HTML textarea (kept in the form, hidden, and written at every change),
 * so the form posts the same field with or without it, and the server's
 * sanitiser stays the gate. TipTap's own stylesheet is not injected (the CSP
 * allows no inline styles); the editor's look is this module's CSS.
 */
export interface PickedPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export default function RichTextEditor({
  textareaId,
  label,
  chooseLink,
  choosePicture,
}: {
  textareaId: string;
  label: string;
  /** Opens the link picker with the link under the cursor; resolves with the choice, or null when cancelled. */
  chooseLink: (current: string | null) => Promise<{ href: string } | "remove" | null>;
  /** Opens the media library's picker; resolves with the picture, or null when cancelled. */
  choosePicture: () => Promise<PickedPicture | null>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Toolbar buttons show whether bold, a heading, a list… is on where the cursor is.
  const [, refresh] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const textarea = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!textarea || !host.current) return;
    const field = textarea.closest(".form-field");
    const instance = new Editor({
      element: host.current,
      injectCSS: false,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          code: false,
          codeBlock: false,
          horizontalRule: false,
          strike: false,
          underline: false,
          // No target or rel by default: a link within the site opens in the same tab and is not `nofollow`
          // (issue 29); a link elsewhere gets them when it is made (addLink).
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ["mailto", "tel"],
            defaultProtocol: "https",
            HTMLAttributes: { target: null, rel: null },
          },
        }),
        Image.configure({ inline: false }),
      ],
      content: textarea.value,
      editorProps: {
        attributes: {
          class: styles.content!,
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          ...(textarea.getAttribute("aria-describedby")
            ? { "aria-describedby": textarea.getAttribute("aria-describedby")! }
            : {}),
        },
      },
      onUpdate: ({ editor: e }) => {
        textarea.value = e.isEmpty ? "" : e.getHTML();
        // The form listens for input to save automatically and to redraw its preview.
        textarea.dispatchEvent(new Event("input", { bubbles: true }));
      },
      onTransaction: refresh,
    });
    textarea.hidden = true;
    field?.classList.add(styles.enhanced!);
    setEditor(instance);
    return () => {
      instance.destroy();
      textarea.hidden = false;
      field?.classList.remove(styles.enhanced!);
    };
  }, [textareaId, label]);

  const chain = () => editor!.chain().focus();
  const button = (name: string, active: boolean, run: () => void) => (
    <button type="button" className={styles.tool} aria-pressed={active} onClick={run} disabled={!editor}>
      {name}
    </button>
  );

  async function addLink() {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? null;
    const choice = await chooseLink(previous);
    if (choice === null) return chain().run();
    if (choice === "remove") return chain().extendMarkRange("link").unsetLink().run();
    const internal = choice.href.startsWith("/");
    const attributes = internal
      ? { href: choice.href, target: null, rel: null }
      : { href: choice.href, target: "_blank", rel: "noopener noreferrer" };
    // With nothing selected, the link's own address becomes its text.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      return chain()
        .insertContent({ type: "text", text: choice.href, marks: [{ type: "link", attrs: attributes }] })
        .run();
    }
    chain().extendMarkRange("link").setLink(attributes).run();
  }

  async function addPicture() {
    const picture = await choosePicture();
    if (!picture) return chain().run();
    chain().setImage(picture).run();
  }

  const e = editor;
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
        {button("Heading", !!e?.isActive("heading", { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
        {button("Subheading", !!e?.isActive("heading", { level: 3 }), () => chain().toggleHeading({ level: 3 }).run())}
        {button("Bold", !!e?.isActive("bold"), () => chain().toggleBold().run())}
        {button("Italic", !!e?.isActive("italic"), () => chain().toggleItalic().run())}
        {button("Bullet list", !!e?.isActive("bulletList"), () => chain().toggleBulletList().run())}
        {button("Numbered list", !!e?.isActive("orderedList"), () => chain().toggleOrderedList().run())}
        {button("Quote", !!e?.isActive("blockquote"), () => chain().toggleBlockquote().run())}
        {button("Link", !!e?.isActive("link"), addLink)}
        {button("Picture", false, addPicture)}
      </div>
      <div ref={host} />
    </div>
  );
}
