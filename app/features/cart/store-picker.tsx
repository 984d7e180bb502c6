import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { Form, useSubmit } from "react-router";
import { gridStores, suggestedStores, type ChoosableStore } from "#domain/cart/store-choice.ts";

export interface PickableStore extends ChoosableStore {
  address: string;
}

/**
 * The searchable dropdown 'Sucursal' (SPEC.md §2): branches that can take payments, with their address, the
 * customer's last-used branch first.
 */
function StoreComboBox({
  stores,
  selectedId,
  lastUsedId,
}: {
  stores: PickableStore[];
  selectedId: string | null;
  lastUsedId: string | null;
}) {
  const submit = useSubmit();
  return (
    <ComboBox
      className="flex flex-col gap-1"
      defaultItems={suggestedStores(stores, [lastUsedId, selectedId])}
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
          renderEmptyState={() => <p className="p-3 text-slate-600">Sin resultados de sucursales</p>}
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

/** The grid of branch buttons (SPEC.md §2), optionally limited to an allowed list: a form, so it works unhydrated. */
function StoreGrid({
  stores,
  selectedId,
  allowedIds,
  busy,
}: {
  stores: PickableStore[];
  selectedId: string | null;
  allowedIds?: string[];
  busy: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="store" />
      <fieldset>
        <legend className="sr-only">Todas las sucursales</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
          {gridStores(stores, allowedIds).map((store) => {
            const selected = store.id === selectedId;
            return (
              <button
                key={store.id}
                type="submit"
                name="storeId"
                value={store.id}
                disabled={busy}
                aria-pressed={selected}
                className={`min-h-11 rounded-xl border px-3 py-2 text-left text-sm font-medium ${selected ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-slate-800 hover:border-brand-500"}`}
              >
                {store.name}
              </button>
            );
          })}
        </div>
      </fieldset>
    </Form>
  );
}

/**
 * 'Sucursales': where the treatment will be done. The searchable 'Sucursal' first, showing the cart's branch;
 * the whole grid folded away so the total and 'Pagar' stay close on a phone. The grid is a plain form inside a
 * <details>, so it is also the way to choose before the scripts have loaded.
 */
export function StorePicker({
  stores,
  selectedId,
  lastUsedId,
  busy,
}: {
  stores: PickableStore[];
  selectedId: string | null;
  lastUsedId: string | null;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="stores-title" className="flex flex-col gap-4">
      <h2 id="stores-title" className="text-lg font-semibold text-slate-900">
        Sucursales
      </h2>
      <StoreComboBox stores={stores} selectedId={selectedId} lastUsedId={lastUsedId} />
      <details className="group rounded-xl border border-brand-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 font-medium text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          Ver todas las sucursales
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="px-3 pt-1 pb-3">
          <StoreGrid stores={stores} selectedId={selectedId} busy={busy} />
        </div>
      </details>
    </section>
  );
}
