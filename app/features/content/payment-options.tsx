import { paymentOptionsLines, type PaymentOptions } from "#domain/installments/promises.ts";

/**
 * The cards and plans of the 'Medios de pago' page, from the shop settings the checkout reads
 * (domain/installments/promises.ts): the page lists exactly the brands the checkout accepts and the plans it offers.
 */
export function PaymentOptionsSection({ options }: { options: PaymentOptions }) {
  const lines = paymentOptionsLines(options);
  return (
    <section className="rich-text mt-8" aria-label="Tarjetas y cuotas" data-payment-options="">
      <h2>Tarjetas aceptadas</h2>
      <ul data-card-brands="">
        {options.brands.map((brand) => (
          <li key={brand}>{brand}</li>
        ))}
      </ul>
      <h2>Cuotas</h2>
      <ul data-installment-lines="">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {options.maximum > 1 ? (
        <p>
          La cantidad máxima de cuotas depende de cada área: la vas a ver en la ficha del producto. Si
          combinás áreas con distintos máximos, se aplica el menor.
        </p>
      ) : null}
      {options.withInterest.length > 0 ? (
        <p>Si todas las áreas de tu compra dicen «Aplica interés: NO», todas sus cuotas son sin interés.</p>
      ) : null}
    </section>
  );
}
