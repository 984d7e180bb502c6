import { useEffect, useState } from "react";
import type { IdentificationType, PaymentSdk } from "./payment-sdk.ts";

export type IdentificationTypes =
  { status: "loading" } | { status: "error" } | { status: "ready"; types: IdentificationType[] };

/** The document types the provider accepts (SPEC.md §7), loaded once the SDK is there. */
export function useIdentificationTypes(sdk: PaymentSdk | null): IdentificationTypes {
  const [result, setResult] = useState<{ sdk: PaymentSdk; value: IdentificationTypes } | null>(null);
  useEffect(() => {
    if (!sdk) return;
    let current = true;
    sdk.getIdentificationTypes().then(
      (types) => {
        if (current) {
          setResult({ sdk, value: types.length > 0 ? { status: "ready", types } : { status: "error" } });
        }
      },
      () => {
        if (current) setResult({ sdk, value: { status: "error" } });
      },
    );
    return () => {
      current = false;
    };
  }, [sdk]);
  return result && result.sdk === sdk ? result.value : { status: "loading" };
}
