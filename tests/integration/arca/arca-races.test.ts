/**
 * Two processes at once (on PostgreSQL truly at once, each with its own pool and its own stand-in listener), many
 * rounds: they sign in to WSAA once between them, since WSAA refuses a second sign-in while a ticket is valid; and
 * of two requests for the same number, ARCA authorises one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../../support/database.ts";
import { facturaC, freshCredentials, startArca, type ArcaHarness, type ArcaProcess } from "./arca-harness.ts";

const ROUNDS = 12;

describe.each(ENGINES)("two processes using ARCA at once on %s", (engine) => {
  let h: ArcaHarness;
  let other: ArcaProcess;
  beforeAll(async () => {
    h = await startArca(engine);
    other = await h.otherProcess();
  });
  afterAll(async () => {
    await h?.close();
  });

  const logins = () => (h.arca.standIn!.calls.loginCms ?? 0) + (other.arca.standIn!.calls.loginCms ?? 0);

  it(`sign in once between them and both get an answer, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const credentials = freshCredentials();
      const before = logins();
      const answers = await Promise.allSettled([
        h.arca.client.lastAuthorized(credentials, 3, 11),
        other.arca.client.lastAuthorized(credentials, 3, 11),
      ]);
      expect([round, answers.map((a) => (a.status === "fulfilled" ? a.value : String(a.reason)))]).toEqual([
        round,
        [0, 0],
      ]);
      expect([round, logins() - before]).toEqual([round, 1]);
    }
  });

  it(`get one CAE for a number both ask for, ${ROUNDS} rounds`, async () => {
    const credentials = freshCredentials();
    for (let round = 1; round <= ROUNDS; round++) {
      const outcomes = await Promise.all([
        h.arca.client.requestCae(credentials, facturaC(round)),
        other.arca.client.requestCae(credentials, facturaC(round)),
      ]);
      const kinds = outcomes.map((o) => o.kind).sort();
      expect([round, kinds]).toEqual([round, ["authorized", "rejected"]]);
      const refused = outcomes.find((o) => o.kind === "rejected");
      expect([round, refused]).toMatchObject([round, { errors: [{ code: 10016 }] }]);
    }
    expect(await h.arca.client.lastAuthorized(credentials, 3, 11)).toBe(ROUNDS);
  });
});
