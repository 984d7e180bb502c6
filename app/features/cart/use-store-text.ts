import { useState } from "react";
import type { PickableStore } from "./store-combobox.tsx";

/**
 * The text in 'Sucursal': the chosen branch's name until the customer types over it, and that of any branch
 * chosen elsewhere (the grid) once it is chosen.
 */
export function useStoreText(suggestions: PickableStore[], selectedId: string | null, initialText?: string) {
  const selectedName = suggestions.find((s) => s.id === selectedId)?.name ?? "";
  const [text, setText] = useState(initialText ?? selectedName);
  const [shownId, setShownId] = useState(selectedId);
  if (shownId !== selectedId) {
    setShownId(selectedId);
    setText(selectedName);
  }
  return { selectedName, text, setText };
}
