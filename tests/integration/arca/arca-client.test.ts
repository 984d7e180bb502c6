/**
 * The ARCA client (server/arca) against the offline stand-in, over HTTP and SOAP as it speaks to ARCA: the WSAA
 * ticket signed in once and kept, numbering per point of sale and type, ARCA's refusals with their codes, the
 * time-out after the voucher was stored and the look-up that finds it, and a number asked for twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArcaRefusal, ArcaUnavailable, ArcaUnknownOutcome } from "#server/arca/index.ts";
import { arcaSandboxTickets } from "#server/db/schema/index.ts";
import { ENGINE } from "../../support/database.ts";
import {
  argentinaToday,
  facturaB,
  facturaC,
  freshCredentials,
  startArca,
  type ArcaHarness,
} from "./arca-harness.ts";

describe(`the ARCA client against the stand-in on ${ENGINE}`, () => {
  let h: ArcaHarness;
  beforeAll(async () => {
    h = await startArca(ENGINE);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("signs in to WSAA once and keeps the ticket for the next calls, in this process and another", async () => {
    const credentials = freshCredentials();
    const before = h.arca.standIn!.calls.loginCms ?? 0;
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(0);
    expect(await h.arca.client.lastAuthorized(credentials, 3, 6)).toBe(0);
    expect(await h.arca.client.lookUp(credentials, 3, 11, 1)).toBeNull();
    const other = await h.otherProcess();
    expect(await other.arca.client.lastAuthorized(credentials, 3, 13)).toBe(0);
    expect(h.arca.standIn!.calls.loginCms! - before).toBe(1);
    expect(other.arca.standIn!.calls.loginCms ?? 0).toBe(0);
  });

  it("numbers each point of sale and voucher type on its own, and looks an authorised voucher up", async () => {
    const credentials = freshCredentials();
    const first = await h.arca.client.requestCae(credentials, facturaC(1));
    const second = await h.arca.client.requestCae(credentials, facturaC(2));
    const otherType = await h.arca.client.requestCae(credentials, facturaB(1));
    const otherPoint = await h.arca.client.requestCae(credentials, facturaC(1, { pointOfSale: 4 }));
    for (const outcome of [first, second, otherType, otherPoint]) {
      expect(outcome).toMatchObject({ kind: "authorized", observations: [] });
      if (outcome.kind === "authorized") {
        expect(outcome.cae).toMatch(/^\d{14}$/);
        expect(outcome.caeDueOn).toBe(argentinaToday(10));
      }
    }
    expect([first, second, otherType, otherPoint].map((o) => o.kind === "authorized" && o.number)).toEqual([
      1, 2, 1, 1,
    ]);
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(2);
    expect(await h.arca.client.lastAuthorized(credentials, 3, 6)).toBe(1);
    expect(await h.arca.client.lastAuthorized(credentials, 4, 11)).toBe(1);
    expect(await h.arca.client.lookUp(credentials, 3, 11, 2)).toEqual({
      number: 2,
      cae: second.kind === "authorized" ? second.cae : "",
      caeDueOn: argentinaToday(10),
      issuedOn: argentinaToday(),
      totalCents: 12_100_50,
      documentNumber: "0",
    });
    expect(await h.arca.client.lookUp(credentials, 3, 6, 1)).toMatchObject({
      totalCents: 12_100_00,
      documentNumber: "30111222",
    });
  });

  it("refuses a number asked for again, and one that skips, with 10016", async () => {
    const credentials = freshCredentials();
    expect((await h.arca.client.requestCae(credentials, facturaC(1))).kind).toBe("authorized");
    for (const number of [1, 3]) {
      expect(await h.arca.client.requestCae(credentials, facturaC(number))).toEqual({
        kind: "rejected",
        errors: [
          {
            code: 10016,
            message:
              "El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.",
          },
        ],
        observations: [],
      });
    }
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(1);
  });

  it("refuses a date outside ARCA's window, or before the last voucher's, with 10016", async () => {
    const credentials = freshCredentials();
    const old = argentinaToday(-11);
    const outcome = await h.arca.client.requestCae(
      credentials,
      facturaC(1, { issuedOn: old, servicePeriod: { from: old, to: old, paymentDue: old } }),
    );
    expect(outcome).toMatchObject({ kind: "rejected", errors: [], observations: [{ code: 10016 }] });
    expect(outcome.kind === "rejected" && outcome.observations[0]!.message).toContain("N-10 y N+10");

    expect((await h.arca.client.requestCae(credentials, facturaC(1))).kind).toBe("authorized");
    const yesterday = argentinaToday(-1);
    const earlier = await h.arca.client.requestCae(
      credentials,
      facturaC(2, {
        issuedOn: yesterday,
        servicePeriod: { from: yesterday, to: yesterday, paymentDue: argentinaToday() },
      }),
    );
    expect(earlier).toMatchObject({ kind: "rejected", errors: [{ code: 10016 }] });
  });

  it("refuses amounts that do not add up, IVA lines that do not match, and a wrong receiver condition", async () => {
    const credentials = freshCredentials();
    const cases: [Parameters<typeof facturaB>[1], number][] = [
      [{ totalCents: 12_000_00 }, 10048],
      [{ totalCents: 12_000_00, ivaCents: 2_000_00 }, 10023],
      [{ ivaRates: [{ id: 7, baseCents: 10_000_00, amountCents: 2_100_00 }] }, 10019],
      [{ receiverIvaCondition: 1 }, 10243],
      [{ receiverIvaCondition: 99 }, 10242],
      [{ documentType: 99, documentNumber: "30111222" }, 10015],
      [
        { servicePeriod: { from: argentinaToday(), to: argentinaToday(-1), paymentDue: argentinaToday() } },
        10032,
      ],
    ];
    for (const [over, code] of cases) {
      const outcome = await h.arca.client.requestCae(credentials, facturaB(1, over));
      expect([
        code,
        outcome.kind,
        outcome.kind === "rejected" && outcome.observations.map((o) => o.code),
      ]).toEqual([code, "rejected", [code]]);
    }
    expect(await h.arca.client.lastAuthorized(credentials, 3, 6)).toBe(0);
  });

  it("answers a missing field with ARCA's code (a request the client itself never sends)", async () => {
    const credentials = freshCredentials();
    await h.arca.client.lastAuthorized(credentials, 3, 11);
    const today = argentinaToday().replace(/-/g, "");
    const detail = (omit: string) =>
      `<FeCAEReq><FeCabReq><CantReg>1</CantReg><PtoVta>3</PtoVta><CbteTipo>11</CbteTipo></FeCabReq><FeDetReq><FECAEDetRequest>` +
      Object.entries({
        Concepto: "2",
        DocTipo: "99",
        DocNro: "0",
        CbteDesde: "1",
        CbteHasta: "1",
        CbteFch: today,
        ImpTotal: "100",
        ImpTotConc: "0",
        ImpNeto: "100",
        ImpOpEx: "0",
        ImpTrib: "0",
        ImpIVA: "0",
        FchServDesde: today,
        FchServHasta: today,
        FchVtoPago: today,
        MonId: "PES",
        MonCotiz: "1",
        CondicionIVAReceptorId: "5",
      })
        .filter(([name]) => name !== omit)
        .map(([name, value]) => `<${name}>${value}</${name}>`)
        .join("") +
      `</FECAEDetRequest></FeDetReq></FeCAEReq>`;
    for (const [omit, code] of [
      ["CondicionIVAReceptorId", 10246],
      ["FchVtoPago", 10049],
      ["MonId", 10037],
      ["Concepto", 10030],
    ] as const) {
      const answer = await h.wsfe(credentials, "FECAESolicitar", detail(omit));
      expect([omit, answer]).toEqual([omit, expect.stringContaining(`<Obs><Code>${code}</Code>`)]);
      expect(answer).toContain("<Resultado>R</Resultado>");
    }
    expect(await h.wsfe(credentials, "FECAESolicitar", detail("none"))).toContain("<Resultado>A</Resultado>");
  });

  it("reads a time-out after ARCA stored the voucher as an unknown outcome, and the look-up finds it", async () => {
    const credentials = freshCredentials();
    await h.arca.standIn!.failNext(credentials.cuit, "hang_after_store");
    await expect(h.arca.client.requestCae(credentials, facturaC(1))).rejects.toBeInstanceOf(
      ArcaUnknownOutcome,
    );
    const found = await h.arca.client.lookUp(credentials, 3, 11, 1);
    expect(found).toMatchObject({ number: 1, totalCents: 12_100_50, issuedOn: argentinaToday() });
    expect(found!.cae).toMatch(/^\d{14}$/);
    // Asking again instead of looking up would be refused: the number is taken.
    expect(await h.arca.client.requestCae(credentials, facturaC(1))).toMatchObject({
      errors: [{ code: 10016 }],
    });
    expect(await h.arca.standIn!.pendingFaults(credentials.cuit, "hang_after_store")).toBe(0);
  });

  it("reads ARCA down as unavailable, and a refused ticket as a refusal that signing in again mends", async () => {
    const credentials = freshCredentials();
    await h.arca.standIn!.failNext(credentials.cuit, "down");
    const down = await h.arca.client.requestCae(credentials, facturaC(1)).catch((err: unknown) => err);
    expect(down).toBeInstanceOf(ArcaUnavailable);
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(0);

    // ARCA forgets the ticket (as after a restart of WSAA): WSFEv1 answers 600 and the ticket is dropped.
    await h.database.db.delete(arcaSandboxTickets);
    const refused = await h.arca.client.lastAuthorized(credentials, 3, 11).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ArcaRefusal);
    expect(refused).toMatchObject({ retryable: true, errors: [{ code: 600 }] });
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(0);
  });

  it("reads a stand-in that cannot be reached as unavailable, never as an unknown outcome", async () => {
    const credentials = freshCredentials();
    await h.arca.client.lastAuthorized(credentials, 3, 11);
    const { ArcaWsClient } = await import("#server/arca/index.ts");
    const unreachable = new ArcaWsClient({
      db: h.database.db,
      environment: "sandbox",
      baseUrl: async () => "http://127.0.0.1:9",
      timeoutMs: 1000,
    });
    await expect(unreachable.requestCae(credentials, facturaC(1))).rejects.toBeInstanceOf(ArcaUnavailable);
  });

  it("refuses a certificate WSAA does not trust, saying so", async () => {
    const credentials = freshCredentials();
    const stranger = freshCredentials();
    // The CUIT's certificate, and a key that did not make it: the signature does not hold.
    const refused = await h.arca.client
      .lastAuthorized({ ...credentials, privateKeyPem: stranger.privateKeyPem }, 3, 11)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ArcaRefusal);
    expect(refused).toMatchObject({ fault: "cms.sign.invalid", retryable: false });
  });
});
