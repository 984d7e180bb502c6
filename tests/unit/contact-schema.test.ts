import { describe, expect, it } from "vitest";
import { contactSchema } from "#domain/contact.ts";

const valid = {
  name: "María José Pérez",
  email: "maria@example.com",
  phone: "011 4831-2200",
  message: "Hola",
};

const errors = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  // A form shows the first message of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe("contact form schema (SPEC.md §5 messages)", () => {
  it("accepts a complete message, normalising the phone and defaulting to a general message", () => {
    const result = contactSchema.parse(valid);
    expect(result).toEqual({ ...valid, phone: "01148312200", tipo: "general" });
  });
  it("accepts the corporate kind and no phone", () => {
    expect(contactSchema.parse({ ...valid, phone: "", tipo: "corporativo" })).toMatchObject({
      tipo: "corporativo",
      phone: undefined,
    });
  });
  it("requires name, e-mail and message", () => {
    expect(errors({})).toMatchObject({
      name: "Campo requerido",
      email: "Campo requerido",
      message: "Campo requerido",
    });
    expect(errors({ ...valid, name: "  ", message: "" })).toMatchObject({
      name: "Campo requerido",
      message: "Campo requerido",
    });
  });
  it("checks the name's letters and the e-mail's form", () => {
    expect(errors({ ...valid, name: "R2-D2" })).toEqual({ name: "Ingresá sólo letras y espacios" });
    expect(errors({ ...valid, email: "maria@" })).toEqual({ email: "E-mail inválido" });
  });
  it("checks an optional phone: digits, 8 to 13 of them", () => {
    expect(errors({ ...valid, phone: "abc12345" })).toEqual({ phone: "El valor debe ser numérico" });
    expect(errors({ ...valid, phone: "1234" })).toEqual({ phone: "El mínimo debe ser 8" });
    expect(errors({ ...valid, phone: "12345678901234" })).toEqual({ phone: "El máximo debe ser 13" });
  });
  it("limits the message to 2000 characters and other texts to 255", () => {
    expect(errors({ ...valid, message: "a".repeat(2001) })).toEqual({ message: "El máximo debe ser 2000" });
    expect(errors({ ...valid, name: "a".repeat(256) })).toEqual({ name: "El máximo debe ser 255" });
  });
  it("rejects an unknown kind", () => {
    expect(Object.keys(errors({ ...valid, tipo: "otro" }))).toEqual(["tipo"]);
  });
});
