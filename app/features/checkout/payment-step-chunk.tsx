import { lazy, Suspense, type ComponentProps } from "react";
import type { PaymentStep as PaymentStepComponent } from "./payment-step.tsx";

/**
 * The payment step (card and billing forms, the provider's SDK) is a chunk of its own: step 0 does not carry
 * it (docs/decisions/0045). Once loaded it renders at once; before, a page opened at that step keeps its server
 * HTML until the chunk has come.
 */
let loaded: typeof PaymentStepComponent | null = null;

/**
 * Fetches the chunk: 'Pagar' calls it as it posts, and the route waits for it before showing the step (in the
 * browser's `clientLoader`, and on the server before rendering).
 */
export const loadPaymentStep = () => import("./payment-step.tsx").then((m) => (loaded = m.PaymentStep));

const LazyPaymentStep = lazy(() => loadPaymentStep().then((Step) => ({ default: Step })));

export function PaymentStep(props: ComponentProps<typeof PaymentStepComponent>) {
  const Step = loaded ?? LazyPaymentStep;
  return (
    <Suspense>
      <Step {...props} />
    </Suspense>
  );
}
