/**
 * WSFEv1's codes the stand-in answers with, and their texts. Where a real answer's text is known it is used
 * word for word (no accents, as ARCA writes them); elsewhere the validation's description in ARCA's developer
 * manual (RG 4291, WSFEv1 v4.7). docs/arca.md lists which is which and the sources.
 */
export const WSFE_MESSAGES = {
  500: "Campo Auth no fue ingresado o esta mal formado.",
  501: "Error interno de base de datos.",
  602: "No existen datos en nuestros registros para los parametros ingresados.",
  10001:
    "Cantidad de registros de detalle del comprobante o lote de comprobantes de ingreso <CantReg> debe estar comprendido entre 1 y 9998.",
  10002:
    "La cantidad de registros del detalle del comprobante o lote de comprobantes de ingreso debe ser igual a lo informado en cabecera del comprobante o lote de comprobantes de ingreso <CantReg>",
  10004: "Campo <PtoVta> debe estar comprendido entre 1 y 99998.",
  10006: "Campo CbteTipo debe ser un valor numerico mayor a 0.",
  10007: "Campo CbteTipo no es un tipo de comprobante habilitado. Consultar metodo FEParamGetTiposCbte.",
  10008: "Campo <CbteDesde> se encuentre entre 1 y 99999999.",
  10010: "Campo <CbteHasta> se encuentre entre 1 y 99999999.",
  10011:
    "Campo <CbteHasta> sea mayor o igual a <CbteDesde> para comprobantes tipo B. Para comprobantes tipo C <CbteHasta> debe ser igual a <CbteDesde>.",
  10013: "Para comprobantes clase A el campo DocTipo tenga valor 80 (CUIT)",
  10015:
    "El campo DocTipo debe ser uno de los valores devueltos por el metodo FEParamGetTiposDoc y, si DocTipo es 99, DocNro debe ser cero (0).",
  10016:
    "El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.",
  10018: "Si <ImpIVA> es mayor a 0 el objeto <IVA> y <AlicIva> son obligatorios.",
  10019:
    "El campo Id en AlicIVA es obligatorio informarlo y debe ser un valor devuelto por el metodo FEParamGetTiposIva.",
  10020: "El campo BaseImp en AlicIVA es obligatorio y debe ser mayor a 0 cero.",
  10021: "El campo Importe en AlicIVA es obligatorio, mayor o igual 0 cero.",
  10022: "El campo Id en AlicIVA no debe repetirse. Debera totalizarse por alicuota.",
  10023: "La suma de los campos <importe> en <IVA> debe ser igual al valor ingresado en ImpIVA.",
  10030:
    "El campo <Concepto> es obligatorio y debe corresponder con algun valor devuelto por el metodo FEParamGetTiposConcepto",
  10032:
    "El campo fecha desde del servicio a facturar <FchServDesde> no puede ser posterior al campo fecha hasta del servicio a facturar <FchServHasta>.",
  10036:
    "El campo fecha de vencimiento para el pago <FchVtoPago> no puede ser anterior a la fecha del comprobante.",
  10037:
    "El campo <MonId> es obligatorio y debe corresponder a algun valor devuelto por el metodo FEParamGetTiposMonedas",
  10038: "El campo <MonCotiz> es obligatorio y debe ser mayor a 0.",
  10039: "El campo <MonCotiz> es obligatorio, e igual a 1 cuando se trate de <MonId>=PES",
  10040:
    "El tipo de comprobante asociado <CbtesAsoc> no corresponde al tipo de comprobante a autorizar <CbteTipo>.",
  10041:
    "Si el punto de venta del comprobante asociado es electronico, el numero de comprobante debe obrar en las bases del organismo para el punto de venta y tipo de comprobante informado.",
  10043:
    "El campo Importe neto no gravado <ImpTotConc> no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10044:
    "El campo importe exento <ImpOpEx> no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10045: "El campo Importe neto gravado <ImpNeto> no puede ser menor a cero (0).",
  10046: "El campo Importe de tributos <ImpTrib> no puede ser menor a cero (0).",
  10047:
    "El campo Importe de IVA <ImpIVA> no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10048:
    "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.",
  10049:
    "Los campos <FchServDesde>, <FchServHasta>, <FchVtoPago> son obligatorios cuando el campo <Concepto> es igual a 2 o 3. Si se informan deberan tener el formato yyyymmdd.",
  10051: "Los importes informados en AlicIVA no se corresponden con los porcentajes.",
  10056: "Los importes deben informarse con la precision indicada.",
  10057: "De enviarse el tag CbteAsoc debe enviarse Tipo > a 0",
  10058: "De enviarse el tag CbteAsoc debe enviarse PtoVta > a 0 y < a 99999",
  10059: "De enviarse el tag CbteAsoc debe enviarse Nro > a 0 y < a 99999999",
  10061: "La suma de los campos <BaseImp> en <AlicIva> debe ser igual al valor ingresado en ImpNeto.",
  10065: "El campo Importe Total <ImpTotal> no puede ser menor a cero (0).",
  10069: "El N° de documento del receptor del comprobante no puede ser igual al del emisor.",
  10070: "Si el importe neto es mayor a cero, es obligatorio informar el array de iva.",
  10071: "Si el tipo de comprobante es C, el array de IVA no debe informarse.",
  10197:
    "Si el comprobante es Debito o Credito, se debera informar de forma obligatoria los campos Fecha Comprobantes Asociados Desde/Hasta, o al menos un comprobante asociado.",
  10213: "La fecha del comprobante asociado <CbteFch>, si se informa, debe tener el formato yyyymmdd.",
  10237: "El importe de la nota de credito supera el monto del comprobante asociado que estas ajustando.",
  10242:
    "El campo Condicion IVA receptor no es un valor permitido. Consular metodo FEParamGetCondicionIvaReceptor",
  10243:
    "El campo de identificacion de Condicion de IVA del receptor no es valido para la clase de comprobante informado. Para mas detalle consultar el Metodo: FEParamGetCondicionIvaReceptor",
  10246:
    "Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General N° 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor.",
  11000: "El PtoVta debe ser valido comprendido entre 1 y 99998",
  11001: "El CbteTipo debe de ser alguno de los habilitados en este WS. Consultar metodo FEParamGetTiposCbte",
  10200: "No ingreso el Punto de Venta o el formato es invalido.",
  10201: "No ingreso el Tipo de Comprobante, o el tipo de comprobante es invalido.",
  10202: "No ingreso el numero de comprobante o el formato es invalido.",
} as const;

export type WsfeCode = keyof typeof WSFE_MESSAGES;

export interface WsfeMessage {
  Code: number;
  Msg: string;
}

export const message = (code: WsfeCode, msg: string = WSFE_MESSAGES[code]): WsfeMessage => ({
  Code: code,
  Msg: msg,
});

/** The CbteFch window's text, after the real one for products ("N-5 y N+5 ... 1 - Productos"). */
export function dateWindowMessage(concept: number): WsfeMessage {
  return concept === 1
    ? message(
        10016,
        "Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos",
      )
    : message(
        10016,
        `Campo CbteFch Debe estar comprendido  en el  rango  N-10 y N+10 siendo N la fecha de envio del pedido  de autorizacion para ${concept} - ${concept === 2 ? "Servicios" : "Productos y Servicios"}`,
      );
}

/** The token's refusals (code 600), as WSFEv1 words them. */
export const TOKEN_MESSAGES = {
  empty: "ValidacionDeToken: Parametro nulo o vacio (token)",
  invalid: "ValidacionDeToken: No valido token.",
  dates: (gen: number, exp: number, now: number) =>
    `ValidacionDeToken: No validaron las fechas del token. GenTime=${gen}, ExpTime=${exp}, NowUTC=${now}`,
  hash: "ValidacionDeToken: Error al verificar hash: ",
  service: (service: string) =>
    `ValidacionDeToken: No valido Id Sistema: wsfe(Id Sistema de token es: ${service})`,
  cuit: (cuit: string) => `ValidacionDeToken: No aparecio CUIT en lista de relaciones: ${cuit}`,
};
