import { useSyncExternalStore } from "react";
import { useNavigation } from "react-router";

/** True while a form of this page is being submitted: the form is locked until the answer comes. */
export function useFormBusy(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return false;
  return intent === undefined || navigation.formData.get("intent") === intent;
}

const subscribe = () => () => {};

/** False on the server and in the first render in the browser; true once React has hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
