import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  CART_COUNT_HOLE,
  CART_SIZE,
  VISITOR_CART_GLOBAL,
  inCartPart,
  type VisitorCart,
} from "#domain/personal-parts.ts";
import { gzipPieces, plainFilled } from "#server/http/page-cache/gzip-parts.ts";
import { planPage } from "#server/http/page-cache/page-plan.ts";
import { PersonalVariants } from "#app/components/personal/personal-variants.tsx";

const NONCE = "bm9uY2UtZm9yLXRlc3Rz";
const A = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const B = "2b7e4f1a-9c3d-4e5f-8a6b-1c2d3e4f5a6b";

const variants = (name: string, values: Record<string, string>) =>
  renderToStaticMarkup(
    createElement(PersonalVariants, {
      name,
      variants: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, createElement("b", null, v)])),
    }),
  );

/** A page as the shop renders one for the cache: nonces, the cart badge's variants and an area's buttons. */
const page = [
  `<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><script nonce="${NONCE}">x()</script></head><body>`,
  variants(CART_SIZE, { "0": "vacío", "1": "una área", n: `${CART_COUNT_HOLE} áreas` }),
  `<p>Axilas</p>`,
  variants(inCartPart(A), { yes: "Checkout", no: "Lo quiero ya!" }),
  variants(inCartPart(B), { yes: "Checkout B", no: "Lo quiero ya! B" }),
  `<script nonce="${NONCE}">y()</script></body></html>`,
].join("");

const expected = (nonce: string, cart: VisitorCart, badge: string, a: string, b: string) =>
  [
    `<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><script nonce="${nonce}">x()</script>`,
    `<script nonce="${nonce}">window.${VISITOR_CART_GLOBAL}=${JSON.stringify(cart)}</script>`,
    `</head><body>`,
    `<b>${badge}</b><p>Axilas</p><b>${a}</b><b>${b}</b>`,
    `<script nonce="${nonce}">y()</script></body></html>`,
  ].join("");

describe("a page kept for everyone, filled for each visitor", () => {
  const plan = planPage(page, NONCE)!;
  const kept = gzipPieces(plan, NONCE.length);

  it("gives each visitor their own cart, nonce and buttons, and no marks", () => {
    const none = { productIds: [], count: 0 };
    const one = { productIds: [B], count: 1 };
    const both = { productIds: [A, B], count: 2 };
    expect(plainFilled(kept.pieces, { nonce: "Zmlyc3Q=", cart: none }).toString()).toBe(
      expected("Zmlyc3Q=", none, "vacío", "Lo quiero ya!", "Lo quiero ya! B"),
    );
    expect(plainFilled(kept.pieces, { nonce: "c2Vjb25k", cart: one }).toString()).toBe(
      expected("c2Vjb25k", one, "una área", "Lo quiero ya!", "Checkout B"),
    );
    expect(plainFilled(plan, { nonce: "dGhpcmQ=", cart: both }).toString()).toBe(
      expected("dGhpcmQ=", both, "2 áreas", "Checkout", "Checkout B"),
    );
  });

  it("keeps nothing of the request the page was rendered for", () => {
    const keptText = kept.pieces.map((p) => (p.kind === "html" ? p.text : "")).join("");
    expect(keptText).not.toContain(NONCE);
    expect(keptText).not.toContain("data-personal");
    expect(keptText).not.toContain(CART_COUNT_HOLE);
  });

  it("sends the same page gzip-compressed, with nothing compressed per request", () => {
    for (const cart of [
      { productIds: [], count: 0 },
      { productIds: [A], count: 1 },
    ]) {
      const fill = { nonce: "bm9uY2U=", cart };
      expect(gunzipSync(kept.filled(fill)).toString()).toBe(plainFilled(kept.pieces, fill).toString());
    }
    // Two carts showing the same parts share a compressed page; each still gets its own cart script.
    const C = "3c8f5a2b-1d4e-4f6a-9b7c-2d3e4f5a6b7c";
    const D = "4d9a6b3c-2e5f-4a7b-8c8d-3e4f5a6b7c8d";
    for (const productIds of [[C], [D]]) {
      const fill = { nonce: "c2FtZS1sZW5ndGgtbm9u", cart: { productIds, count: 1 } };
      const sent = gunzipSync(kept.filled(fill)).toString();
      expect(sent).toBe(plainFilled(kept.pieces, fill).toString());
      expect(sent).toContain(JSON.stringify(fill.cart));
    }
    const withZeroByte = gzipPieces(planPage(page.replace("Axilas", "Axi\u0000las"), NONCE)!, NONCE.length);
    const fill = { nonce: "c2FtZS1sZW5ndGgtbm9u", cart: { productIds: [A], count: 1 } };
    expect(gunzipSync(withZeroByte.filled(fill)).toString()).toBe(
      plainFilled(withZeroByte.pieces, fill).toString(),
    );
  });

  it("compresses a page of many scripts as well as the whole page at once, but for each hole's own bytes", () => {
    const preloads = Array.from(
      { length: 30 },
      (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}-a1b2c3.js" nonce="${NONCE}"/>`,
    ).join("");
    const cards = Array.from(
      { length: 20 },
      (_, i) =>
        `<li class="flex flex-col gap-2 rounded-xl border border-brand-100 p-4"><a href="/areas/${i}">Área ${i}</a>` +
        variants(inCartPart(i % 2 ? A : B), {
          yes: `<a class="rounded-xl border px-3" href="/shop/checkout">Checkout</a>`,
          no: `<form class="flex flex-col gap-2" method="post"><button class="rounded-xl px-3">Lo quiero ya!</button></form>`,
        }) +
        `<script nonce="${NONCE}">card(${i})</script></li>`,
    ).join("");
    const big = `<!DOCTYPE html><html><head>${preloads}</head><body>${variants(CART_SIZE, { "0": "vacío", n: `${CART_COUNT_HOLE} áreas` })}<ul>${cards}</ul></body></html>`;
    const keptBig = gzipPieces(planPage(big, NONCE)!, NONCE.length);
    // A nonce is sent as it is, in a stored block (5 bytes of header), and the text before it ends its own
    // block (its code tables and a flush).
    const nonceBytes = NONCE.length + 5 + 20;
    for (const cart of [
      { productIds: [], count: 0 },
      { productIds: [A, B], count: 2 },
    ]) {
      const fill = { nonce: "c2FtZS1sZW5ndGgtbm9u", cart };
      expect(fill.nonce).toHaveLength(NONCE.length);
      const sent = keptBig.filled(fill);
      const plain = plainFilled(keptBig.pieces, fill);
      expect(gunzipSync(sent).toString()).toBe(plain.toString());
      const nonces = plain.toString().split(fill.nonce).length - 1;
      expect(sent.length).toBeLessThan(gzipSync(plain, { level: 9 }).length + nonces * nonceBytes);
    }
  });

  it("refuses marks left open, nested or closed twice, and a page without a head", () => {
    const open = `<template data-personal="${CART_SIZE}=0"></template>`;
    const end = `<template data-personal-end=""></template>`;
    expect(planPage(`<html><head></head>${open}x`, NONCE)).toBeNull();
    expect(planPage(`<html><head></head>${open}${open}x${end}${end}`, NONCE)).toBeNull();
    expect(planPage(`<html><head></head>${open}x${end}${end}`, NONCE)).toBeNull();
    expect(planPage(`<html><head></head>${open}x${end}`, NONCE)).not.toBeNull();
    expect(planPage(`<html><body>x</body></html>`, NONCE)).toBeNull();
  });
});
