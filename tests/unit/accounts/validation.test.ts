import { describe, expect, it } from "vitest";
import { todayIso } from "#domain/accounts/dates.ts";
import { identifirePrefill } from "#domain/accounts/profile.ts";
import {
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  restoreSchema,
} from "#domain/validation/account.ts";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const registration = {
  name: "Ana",
  surname: "Pérez",
  email: "ana@example.com",
  identifire: "30123456",
  mobile_phone: "1123456789",
  password: "Clave123",
  newsletter: true,
  terms: true,
};

describe("the account schemas shared by the browser and the server", () => {
  it("checks the surname on its own value (the old form checked the name twice)", () => {
    expect(messages(registerSchema.safeParse({ ...registration, surname: "P3rez" }))).toEqual({
      surname: "Ingresá sólo letras y espacios",
    });
    expect(messages(registerSchema.safeParse({ ...registration, name: "An4" }))).toEqual({
      name: "Ingresá sólo letras y espacios",
    });
    expect(registerSchema.safeParse({ ...registration, surname: "D'Alessandro Núñez" }).success).toBe(true);
  });

  it("requires the terms and defaults the newsletter to false when the box is absent", () => {
    const { terms: _t, newsletter: _n, ...rest } = registration;
    expect(messages(registerSchema.safeParse(rest))).toEqual({ terms: "Campo requerido" });
    expect(messages(registerSchema.safeParse({ ...rest, terms: false }))).toEqual({
      terms: "Campo requerido",
    });
    const parsed = registerSchema.parse({ ...rest, terms: true });
    expect(parsed.newsletter).toBe(false);
  });

  it("accepts the login without cart items, and drops malformed ones", () => {
    expect(loginSchema.parse({ email: "a@b.com", password: "x" }).items).toEqual([]);
    expect(
      loginSchema.parse({
        email: "a@b.com",
        password: "x",
        items: [
          { _id: "p1", quantity: "3" },
          { _id: "", quantity: 1 },
          { _id: "p2", quantity: "1.5" },
          "junk",
        ],
      }).items,
    ).toEqual([{ _id: "p1", quantity: 3 }]);
  });

  it("asks the restore for two equal passwords that match the pattern", () => {
    expect(
      messages(restoreSchema.safeParse({ token: "t", password: "Clave123", password_confirm: "Clave124" })),
    ).toEqual({
      password_confirm: "Las contraseñas no coinciden",
    });
    expect(
      messages(restoreSchema.safeParse({ token: "", password: "Clave123", password_confirm: "Clave123" })),
    ).toEqual({
      token: "Campo requerido",
    });
    expect(
      messages(passwordChangeSchema.safeParse({ old_password: "cualquiera", new_password: "Nueva1" })),
    ).toEqual({});
  });

  it("takes an empty profile mobile as none and the genre placeholder as no genre", () => {
    const profile = {
      name: "Ana",
      surname: "Pérez",
      genre: "-1",
      email: "ana@example.com",
      mobile_phone: "  ",
      birthdate: "1990-01-31",
      identifire: "30123456",
      newsletter: false,
    };
    expect(profileSchema.parse(profile)).toMatchObject({ genre: undefined, mobile_phone: undefined });
    expect(profileSchema.parse({ ...profile, genre: "male", mobile_phone: "3514445566" })).toMatchObject({
      genre: "male",
      mobile_phone: "3514445566",
    });
  });

  it("accepts today as a birthdate and refuses tomorrow", () => {
    const base = {
      name: "Ana",
      surname: "Pérez",
      email: "ana@example.com",
      identifire: "30123456",
      birthdate: todayIso(),
    };
    expect(profileSchema.safeParse(base).success).toBe(true);
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(messages(profileSchema.safeParse({ ...base, birthdate: tomorrow }))).toEqual({
      birthdate: "La fecha no puede ser posterior a hoy",
    });
    expect(messages(profileSchema.safeParse({ ...base, birthdate: "0990-05-17" }))).toEqual({
      birthdate: "La fecha no puede ser anterior al 01/01/1900",
    });
    expect(messages(profileSchema.safeParse({ ...base, birthdate: "17/05/1990" }))).toEqual({
      birthdate: "Formato de fecha inválido (dd/mm/aaaa)",
    });
  });

  it("prefills the document number only with 7 to 9 characters", () => {
    expect(identifirePrefill("123456")).toBe("");
    expect(identifirePrefill("1234567")).toBe("1234567");
    expect(identifirePrefill("123456789")).toBe("123456789");
    expect(identifirePrefill("1234567890")).toBe("");
    expect(identifirePrefill(null)).toBe("");
  });
});
