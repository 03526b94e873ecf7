import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import { refusalOf, refusalOrNull } from "./action-refusal.ts";

describe("refusalOf", () => {
  it("answers a code the form handles with its message, field and the shared status", () => {
    const refused = refusalOf(new DomainError("RATE_LIMITED", "Liian monta yritystä.", { field: "email" }), ["BAD_INPUT", "RATE_LIMITED"]);
    expect(refused).toEqual({ code: "RATE_LIMITED", message: "Liian monta yritystä.", field: "email", status: 429 });
    expect(refusalOf(new DomainError("CONFLICT", "Tilaus on jo matkalla."), ["CONFLICT"]).status).toBe(409);
    expect(refusalOf(new DomainError("BAD_INPUT", "Anna sähköposti."), ["BAD_INPUT"]).field).toBeUndefined();
  });

  it("throws on a domain error with another code, and on any other error, unchanged", () => {
    const other = new DomainError("UNAVAILABLE", "Palvelu ei vastaa.");
    expect(() => refusalOf(other, ["BAD_INPUT"])).toThrow(other);
    const plain = new Error("database down");
    expect(() => refusalOf(plain, ["BAD_INPUT"])).toThrow(plain);
  });
});

describe("refusalOrNull", () => {
  it("answers a handled code as refusalOf does, and null for everything else instead of throwing", () => {
    expect(refusalOrNull(new DomainError("BAD_INPUT", "Tarkista sähköposti.", { field: "email" }), ["BAD_INPUT"])).toEqual({
      code: "BAD_INPUT",
      message: "Tarkista sähköposti.",
      field: "email",
      status: 400,
    });
    expect(refusalOrNull(new DomainError("FORBIDDEN", "Ei oikeutta."), ["BAD_INPUT"])).toBeNull();
    expect(refusalOrNull(new Error("database down"), ["BAD_INPUT"])).toBeNull();
  });
});
