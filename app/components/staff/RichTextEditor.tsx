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
export default function RichTextEditor({ textareaId, label }: { textareaId: string; label: string }) {
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
          link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"], defaultProtocol: "https" },
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

  function addLink() {
    const previous = (editor?.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Link to (https://…, mailto: or tel:). Leave empty to remove the link.", previous);
    if (href === null) return;
    if (!href.trim()) chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  function addPicture() {
    const src = window.prompt("The picture's address (on this site, /…, or https://…)");
    if (!src?.trim()) return;
    const alt = window.prompt("Describe what the picture shows, for people who cannot see it (required)");
    if (!alt?.trim()) return;
    chain().setImage({ src: src.trim(), alt: alt.trim() }).run();
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
