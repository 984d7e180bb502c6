import { describe, expect, it } from "vitest";
import { formatIsoDate, isIsoDate, todayIso } from "#domain/accounts/dates.ts";
import { PAYMENT_STATUSES, paymentStatusLabel } from "#domain/payments/status.ts";

describe("dates of the account forms", () => {
  it("knows real calendar days, including years below 100", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("0001-05-17")).toBe(true);
    expect(isIsoDate("1990-13-01")).toBe(false);
    expect(isIsoDate("1990-1-1")).toBe(false);
    expect(formatIsoDate("1990-05-17")).toBe("17/05/1990");
  });

  it("takes today on the shop's calendar, Buenos Aires", () => {
    // 02:00 UTC on 1 March is still 28 February in Buenos Aires (UTC-3).
    expect(todayIso(new Date("2026-03-01T02:00:00Z"))).toBe("2026-02-28");
    expect(todayIso(new Date("2026-03-01T04:00:00Z"))).toBe("2026-03-01");
  });
});

describe("the payment status catalogue of SPEC.md §4", () => {
  it("has each status's display name and colour", () => {
    expect(
      Object.fromEntries(Object.entries(PAYMENT_STATUSES).map(([k, v]) => [k, [v.name, v.color]])),
    ).toEqual({
      pending: ["Pendiente", "primary"],
      approved: ["Aprobado", "success"],
      authorized: ["Autorizado", "success"],
      in_process: ["En Proceso", "info"],
      in_mediation: ["En Mediación", "warning"],
      rejected: ["Rechazado", "danger"],
      cancelled: ["Cancelado", "danger"],
      refunded: ["Devuelto", "danger"],
      charged_back: ["Contracargo", "warning"],
    });
  });

  it("shows an unknown status as it came, in the neutral colour", () => {
    expect(paymentStatusLabel("approved")).toMatchObject({ name: "Aprobado", color: "success" });
    expect(paymentStatusLabel("something_new")).toEqual({ name: "something_new", color: "primary" });
  });
});
