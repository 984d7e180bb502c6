import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";

export interface RichTextEditorProps {
  name: string;
  labelId: string;
  describedBy?: string;
  defaultValue: string;
  invalid: boolean;
}

type Command = (editor: Editor) => boolean;

const TOOLS: { label: string; active: [string, Record<string, unknown>?]; run: Command }[] = [
  { label: "Negrita", active: ["bold"], run: (e) => e.chain().focus().toggleBold().run() },
  { label: "Cursiva", active: ["italic"], run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: "Subtítulo",
    active: ["heading", { level: 2 }],
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  { label: "Lista", active: ["bulletList"], run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    label: "Lista numerada",
    active: ["orderedList"],
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: "Cita", active: ["blockquote"], run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** TipTap with the formatting the shop's pages render (see the server's rich-text sanitiser). */
export function RichTextEditor({ name, labelId, describedBy, defaultValue, invalid }: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: name,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "rich-text min-h-64 rounded-b-lg border border-slate-300 bg-white px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((t) => e?.isActive(...t.active) ?? false),
  });
  return (
    <div>
      <div
        role="toolbar"
        aria-label="Formato del texto"
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            aria-pressed={active?.[i] ?? false}
            disabled={!editor}
            // Keeps the caret in the text: a click on the toolbar formats where the person was typing.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && tool.run(editor)}
            className="rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-200 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
