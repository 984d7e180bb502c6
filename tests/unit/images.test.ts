import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, uploadUrl } from "#domain/images.ts";

describe("uploadUrl", () => {
  it("prefixes the first image of a list with the uploads base", () => {
    expect(uploadUrl([{ path: "demo/a.svg" }, { path: "demo/b.svg" }], "/uploads")).toBe(
      "/uploads/demo/a.svg",
    );
  });
  it("accepts a single image object", () => {
    expect(uploadUrl({ path: "demo/a.svg" }, "/uploads/")).toBe("/uploads/demo/a.svg");
  });
  it("falls back to the placeholder when there is no image", () => {
    expect(uploadUrl([], "/uploads")).toBe(PLACEHOLDER_IMAGE);
    expect(uploadUrl(null, "/uploads")).toBe(PLACEHOLDER_IMAGE);
    expect(uploadUrl({ path: "" }, "/uploads")).toBe(PLACEHOLDER_IMAGE);
  });
  it("leaves absolute addresses alone", () => {
    expect(uploadUrl({ path: "/static/x.svg" }, "/uploads")).toBe("/static/x.svg");
  });
});
