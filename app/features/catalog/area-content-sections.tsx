import type { ReactNode } from "react";
import { paragraphs } from "#domain/catalog/area-texts.ts";
import type { ProductDetail } from "#domain/catalog/views.ts";

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-slate-700">
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * 'Qué esperar', 'Preguntas frecuentes' and 'Contraindicaciones' of an area, each only when it has text. The
 * questions are disclosures (<details>), open and close without the page's scripts.
 */
export function AreaContentSections({
  product,
}: {
  product: Pick<ProductDetail, "whatToExpect" | "faq" | "contraindications">;
}) {
  return (
    <>
      {product.whatToExpect ? (
        <Section id="que-esperar" title="Qué esperar">
          <Paragraphs text={product.whatToExpect} />
        </Section>
      ) : null}
      {product.faq.length > 0 ? (
        <Section id="preguntas-frecuentes" title="Preguntas frecuentes">
          <ul className="divide-y divide-slate-200 rounded-card border border-slate-200">
            {product.faq.map((item, i) => (
              <li key={i}>
                <details className="group p-4">
                  <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
                  <div className="mt-3">
                    <Paragraphs text={item.answer} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {product.contraindications ? (
        <Section id="contraindicaciones" title="Contraindicaciones">
          <Paragraphs text={product.contraindications} />
        </Section>
      ) : null}
    </>
  );
}
