import { describe, expect, it } from "vitest";
import { todayIso } from "#domain/accounts/dates.ts";
import { documentNeedsUpdate } from "#domain/accounts/document.ts";
import { identifirePrefill } from "#domain/accounts/profile.ts";
import { MESSAGES } from "#domain/validation/messages.ts";
import {
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  resetRequestSchema,
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
});

const profile = {
  name: "Ana",
  surname: "Pérez",
  email: "ana@example.com",
  birthdate: "1990-01-31",
  identifire: "30123456",
};

const passwordError = (password: string) =>
  registerSchema.safeParse({ ...registration, password }).error?.issues.find((i) => i.path[0] === "password")
    ?.message;

describe("rules that fit people (docs/decisions/0062)", () => {
  it("takes passwords of 6 to 64 printable characters with an upper case letter, a lower case letter and a digit", () => {
    for (const password of [
      "Abcde1",
      "UnaClaveLargaDe20car1",
      "Mi clave tiene espacios 9",
      "Ñandú-2026 €ñ",
      "Aa1".padEnd(64, "x"),
    ]) {
      expect(passwordError(password), password).toBeUndefined();
    }
    for (const password of [
      "Abcd1",
      "Aa1".padEnd(65, "x"),
      "sinmayuscula1",
      "SINMINUSCULA1",
      "SinNumeroAlguno",
      "Con\ttab1",
      "Con\u0000nul1A",
    ]) {
      expect(passwordError(password), JSON.stringify(password)).toBe(MESSAGES.passwordPattern);
    }
    expect(MESSAGES.passwordHint).toBe("6 a 64 caracteres, al menos 1 mayúscula, 1 minúscula y 1 número");
    expect(
      passwordChangeSchema.safeParse({ old_password: "x", new_password: "UnaClaveLargaDe20car1" }).success,
    ).toBe(true);
  });

  it("still lets a password set under the old rule sign in: the rule applies when a password is set", () => {
    expect(loginSchema.safeParse({ email: "ana@example.com", password: "vieja" }).success).toBe(true);
  });

  it("has one document rule, 7 to 9 digits, at sign-up, in the profile and at checkout", () => {
    for (const schema of [registerSchema, profileSchema]) {
      const base = schema === registerSchema ? registration : profile;
      expect(schema.safeParse({ ...base, identifire: "1234567" }).success).toBe(true);
      expect(schema.safeParse({ ...base, identifire: "123456789" }).success).toBe(true);
      expect(schema.safeParse({ ...base, identifire: "1234567890" }).error?.issues[0]?.message).toBe(
        MESSAGES.max(9),
      );
      expect(schema.safeParse({ ...base, identifire: "123456" }).error?.issues[0]?.message).toBe(
        MESSAGES.min(7),
      );
    }
    expect(documentNeedsUpdate("123456789")).toBe(false);
    expect(documentNeedsUpdate("1234567890")).toBe(true);
    expect(documentNeedsUpdate("12.345.678")).toBe(true);
    expect(documentNeedsUpdate(null)).toBe(true);
  });

  it("shows the stored document number in the profile even when it no longer fits, so it can be corrected", () => {
    expect(identifirePrefill("1234567890")).toBe("1234567890");
    expect(identifirePrefill(null)).toBe("");
  });

  it("takes e-mail addresses with any top-level domain", () => {
    for (const email of [
      "ana@x.online",
      "ana@estudio.photography",
      "ana@correo.com.ar",
      "ana@xn--80ak6aa92e.xn--p1ai",
    ]) {
      expect(resetRequestSchema.safeParse({ email }).success, email).toBe(true);
    }
    for (const email of ["ana@x", "ana@x.c", "ana@x.1a", "ana.x.online"]) {
      expect(resetRequestSchema.safeParse({ email }).success, email).toBe(false);
    }
  });
});
