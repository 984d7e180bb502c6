import type { FaqItem } from "#domain/catalog/area-texts.ts";
import type { AreaSeed } from "./catalog.ts";

const FACE = new Set(["bozo", "menton", "rostro-completo", "patillas", "entrecejo", "combo-rostro-y-cuello"]);
const BEARD = new Set(["barba-completa", "perfilado-de-barba"]);
const INTIMATE = new Set(["cavado-simple", "cavado-completo", "tira-de-cola", "areolas", "linea-alba"]);

const lower = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

/** 'Qué esperar' of a demo area: before, during and after a session, and the whole treatment. */
function whatToExpect(a: AreaSeed): string {
  const zone = lower(a.title);
  const shave = BEARD.has(a.slug)
    ? "afeitate la zona el día anterior o esa misma mañana"
    : "rasurá la zona con máquina de afeitar uno o dos días antes";
  return [
    `Antes: ${shave}. Desde cuatro semanas antes no uses cera, pinza, hilo ni cremas depilatorias: el láser necesita la raíz del pelo para actuar. Llegá con la piel limpia, sin cremas, maquillaje ni desodorante en la zona.`,
    `Durante la sesión: la técnica revisa tu piel, te da anteojos de protección y pasa el cabezal del equipo Soprano, que enfría la piel mientras trabaja. Vas a sentir un calor suave, como un masaje tibio. En ${zone}, la sesión es corta y volvés enseguida a tus actividades.`,
    "Después: la piel puede quedar un poco rosada o sensible durante algunas horas. Las 48 horas siguientes evitá el sol directo, la pileta con cloro, el sauna y el ejercicio intenso, y usá protector solar factor 50. El pelo tratado se cae solo entre la primera y la tercera semana.",
    `El tratamiento de ${zone} incluye ${a.sessions} sesiones, separadas por cuatro a ocho semanas. Desde las primeras vas a notar menos vello, más fino y más lento para crecer.`,
  ].join("\n\n");
}

/** 'Preguntas frecuentes' of a demo area: what people ask at the desk, with the zone's own questions. */
function faq(a: AreaSeed): FaqItem[] {
  const zone = lower(a.title);
  const items: FaqItem[] = [
    {
      question: "¿Duele?",
      answer:
        "Muy poco. Con la tecnología Soprano la mayoría siente apenas un calor suave: el cabezal enfría la piel en cada pasada, así que no hacen falta anestesia ni cremas. Si en algún momento te molesta, avisale a la técnica para que baje la intensidad.",
    },
    {
      question: "¿Cuántas sesiones voy a necesitar?",
      answer: `El tratamiento de ${zone} incluye ${a.sessions} sesiones, que es lo que suele hacer falta para una reducción duradera del vello. Depende del tipo de pelo y de las hormonas de cada persona: si hiciera falta alguna más, te lo decimos en la sucursal.`,
    },
    {
      question: "¿Cada cuánto es cada sesión?",
      answer:
        "Entre cuatro y ocho semanas entre una y otra, según la zona y cómo vuelva a crecer el vello. Respetar ese intervalo es parte del resultado: el láser actúa sobre el pelo que está creciendo.",
    },
    {
      question: "¿Sirve para cualquier tipo de piel y de pelo?",
      answer:
        "Sí, el láser Soprano trabaja en todos los tipos de piel, incluso en pieles morenas o bronceadas. Lo que no elimina es el vello blanco, canoso o muy rubio, porque no tiene el pigmento que absorbe la luz del láser.",
    },
    {
      question: "¿Puedo tomar sol?",
      answer:
        "Las 48 horas siguientes a cada sesión, no, y durante todo el tratamiento usá protector solar factor 50 en la zona. Si llegás con la piel bronceada, contáselo a la técnica para que adapte el equipo.",
    },
  ];
  if (FACE.has(a.slug))
    items.push({
      question: "¿El vello del rostro puede volver a aparecer?",
      answer:
        "El vello del rostro depende mucho de las hormonas, por eso con los años puede aparecer vello nuevo. En general alcanza con una sesión de mantenimiento al año.",
    });
  if (BEARD.has(a.slug))
    items.push({
      question: "¿Sirve para los pelos encarnados y la irritación del afeitado?",
      answer:
        "Sí: al eliminar el pelo desde la raíz, los pelos encarnados y la foliculitis de la barba suelen mejorar desde las primeras sesiones. Podés definir con la técnica hasta dónde querés tratar para mantener el contorno que te gusta.",
    });
  if (INTIMATE.has(a.slug))
    items.push({
      question: "¿Cómo es la sesión en una zona íntima?",
      answer:
        "Se hace en una sala privada, con la técnica que te atiende y nadie más. Te explica antes qué zona va a tratar y podés pedir que pare cuando quieras. Si estás menstruando, la sesión se puede hacer con tampón o copa.",
    });
  return items;
}

/** 'Contraindicaciones' of every demo area. */
const CONTRAINDICATIONS = [
  "No hacemos la sesión si estás embarazada o en período de lactancia, si tenés una herida, quemadura, infección o herpes activo en la zona, o si tomaste isotretinoína en los últimos seis meses.",
  "Antes de empezar, consultá con la dirección médica de la sucursal si tomás medicamentos que aumentan la sensibilidad al sol (algunos antibióticos, antiinflamatorios o antidepresivos), si tenés epilepsia, diabetes no controlada o una enfermedad de la piel como vitiligo o psoriasis en la zona.",
  "Los tatuajes y los lunares de la zona se cubren y no se tratan.",
].join("\n\n");

/** The page texts of a demo area, as the area editor stores them. */
export function areaContent(a: AreaSeed) {
  return { whatToExpect: whatToExpect(a), faq: faq(a), contraindications: CONTRAINDICATIONS };
}
