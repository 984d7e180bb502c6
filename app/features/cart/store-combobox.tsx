import { useEffect, useRef, useState } from "react";
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { useFetcher, useSubmit } from "react-router";
import { useStoreText } from "./use-store-text.ts";
import { storeNameContains, type ChoosableStore } from "#domain/cart/store-choice.ts";
import type { loader as storesLoader } from "#app/routes/shop-checkout-stores.ts";

export interface PickableStore extends ChoosableStore {
  address: string;
}

export const STORES_PATH = "/shop/checkout/stores";

/**
 * The searchable dropdown 'Sucursal' (SPEC.md §2): branches that can take payments, with their address. Before
 * anything is typed it offers the suggestions the page came with (the customer's last-used branch first); a
 * typed name is looked up on the server, so the page never carries every branch. While the answer is on its
 * way, the branches already known that match stay listed.
 */
export interface StoreComboBoxProps {
  suggestions: PickableStore[];
  selectedId: string | null;
  /** What was typed in the stand-in before this took over (store-search.tsx). */
  initialText?: string;
  /** Whether the stand-in had the focus: this input takes it over (and opens, as on any focus). */
  takeFocus?: boolean;
}

const searchUrl = (q: string) => `${STORES_PATH}?${new URLSearchParams({ q })}`;

export function StoreComboBox({ suggestions, selectedId, initialText, takeFocus }: StoreComboBoxProps) {
  const submit = useSubmit();
  const search = useFetcher<typeof storesLoader>();
  const { selectedName, text, setText } = useStoreText(suggestions, selectedId, initialText);
  const query = text.trim();
  // The input shows the chosen branch's name until the customer types: the suggestions then, not a search.
  const searching = query !== "" && query !== selectedName;
  const answered = search.data?.q === query ? search.data.stores : null;
  const known = [...suggestions, ...(search.data?.stores ?? [])].filter(
    (s, i, all) => all.findIndex((o) => o.id === s.id) === i,
  );
  const items = !searching ? suggestions : (answered ?? known.filter((s) => storeNameContains(s, query)));
  const waiting = searching && answered === null;
  // A name typed before this took over is looked up once, as if typed here.
  const [typedBefore] = useState(searching ? query : null);
  const load = search.load;
  useEffect(() => {
    if (typedBefore) void load(searchUrl(typedBefore));
  }, [typedBefore, load]);
  const input = useRef<HTMLInputElement>(null);
  const [focusOnMount] = useState(takeFocus);
  useEffect(() => {
    const field = input.current;
    if (!focusOnMount || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [focusOnMount]);

  return (
    <ComboBox
      className="flex flex-col gap-1"
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        const q = value.trim();
        if (q !== "" && q !== selectedName) void search.load(searchUrl(q));
      }}
      selectedKey={selectedId}
      menuTrigger="focus"
      allowsEmptyCollection
      onSelectionChange={(key) => {
        if (key)
          submit({ intent: "store", storeId: String(key) }, { method: "post", preventScrollReset: true });
      }}
    >
      <Label className="text-sm font-medium text-slate-800">Sucursal</Label>
      <div className="flex rounded-xl border border-slate-300 bg-white focus-within:border-brand-500">
        <Input
          ref={input}
          className="min-h-11 min-w-0 flex-1 rounded-l-xl bg-transparent px-3 outline-none"
          placeholder="Buscá por nombre"
        />
        <Button className="px-3 text-brand-700" aria-label="Ver sucursales">
          ▾
        </Button>
      </div>
      <Popover className="max-h-[40vh] w-(--trigger-width) overflow-auto rounded-xl border border-brand-100 bg-white shadow-lg">
        <ListBox
          className="p-1 outline-none"
          renderEmptyState={() => (
            <p className="p-3 text-slate-600">
              {waiting ? "Buscando sucursales…" : "Sin resultados de sucursales"}
            </p>
          )}
        >
          {(store: PickableStore) => (
            <ListBoxItem
              id={store.id}
              textValue={store.name}
              className="cursor-pointer rounded-lg px-3 py-2 outline-none data-[focused]:bg-brand-50 data-[selected]:bg-brand-100"
            >
              <span className="block font-medium text-slate-900">{store.name}</span>
              <span className="block text-sm text-slate-600">{store.address}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
