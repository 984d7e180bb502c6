import { useId, useState, type ComponentType } from "react";
import type { PickableStore, StoreComboBoxProps } from "./store-combobox.tsx";
import { useStoreText } from "./use-store-text.ts";

type ComboBox = ComponentType<StoreComboBoxProps>;
let loading: Promise<ComboBox> | null = null;
let loaded: ComboBox | null = null;
function loadComboBox(): Promise<ComboBox> {
  loading ??= import("./store-combobox.tsx").then((module) => (loaded = module.StoreComboBox));
  return loading;
}

/**
 * 'Sucursal' as the page first shows it: a plain input that looks and reads like the searchable dropdown. The
 * dropdown's code (react-aria's combobox, about a third of the checkout's first scripts) is fetched when the
 * customer comes near it (pointer, focus, typing), and takes over with the typed text and the focus kept.
 */
export function StoreSearch({
  suggestions,
  selectedId,
}: {
  suggestions: PickableStore[];
  selectedId: string | null;
}) {
  const id = useId();
  const listId = useId();
  const [RealComboBox, setRealComboBox] = useState(() => loaded);
  const { text, setText } = useStoreText(suggestions, selectedId);
  const [focused, setFocused] = useState(false);

  if (RealComboBox)
    return (
      <RealComboBox
        suggestions={suggestions}
        selectedId={selectedId}
        initialText={text}
        takeFocus={focused}
      />
    );

  const wake = () => {
    void loadComboBox().then((comboBox) => setRealComboBox(() => comboBox));
  };
  const open = () => {
    setFocused(true);
    wake();
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Sucursal
      </label>
      <div className="flex rounded-xl border border-slate-300 bg-white focus-within:border-brand-500">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-l-xl bg-transparent px-3 outline-none"
          placeholder="Buscá por nombre"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            wake();
          }}
          onFocus={() => {
            setFocused(true);
            wake();
          }}
          onBlur={() => setFocused(false)}
          onPointerEnter={wake}
        />
        <button
          type="button"
          aria-label="Ver sucursales"
          className="px-3 text-brand-700"
          onPointerEnter={wake}
          // Pressing, not only a whole click: the dropdown may take over before the button is let go.
          onPointerDown={open}
          onClick={open}
        >
          ▾
        </button>
      </div>
      <div id={listId} role="listbox" aria-label="Sucursales" hidden />
    </div>
  );
}
