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
        <p>
          En la ficha de cada área, «Ver cuotas» muestra las cuotas que tiene por sí sola. Las cuotas con
          interés de esta lista son sin interés cuando todas las áreas de tu compra las muestran sin interés;
          si una sola área las muestra con interés, se cobran con interés en toda la compra. Antes de pagar
          vas a ver el valor de cada cuota.
        </p>
      ) : null}
    </section>
  );
}
