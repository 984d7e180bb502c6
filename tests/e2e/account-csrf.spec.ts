import { createServer, type Server } from "node:http";
import { expect, test } from "../support/e2e-test.ts";
import { E2E_PASSWORD, logIn, verifiedAccount } from "../support/e2e-account.ts";

let evil: Server;
let evilUrl: string;

test.beforeAll(async ({ baseURL }) => {
  // Another site: its page posts a password change to the shop as soon as it loads.
  evil = createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><body>
      <form id="f" method="post" action="${baseURL}/account-password">
        <input name="old_password" value="${E2E_PASSWORD}"><input name="new_password" value="Robada99">
      </form>
      <script>document.getElementById("f").submit()</script>
    </body></html>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  const { port } = evil.address() as { port: number };
  // "localhost" is another site than 127.0.0.1 for the browser.
  evilUrl = `http://localhost:${port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

test("a form posted to the shop from another site is refused, and the password stays", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request);
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/areas$/);

  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/account-password") && r.request().method() === "POST",
  );
  await page.goto(evilUrl);
  const response = await refused;
  expect(response.status()).toBe(403);
  await expect(
    page.getByText("La solicitud fue rechazada por seguridad. Recargá la página e intentá nuevamente."),
  ).toBeVisible();

  // Still signed in, and the password is the one it was.
  await page.goto("/my-account", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Hola Paula" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Mi cuenta" })
    .getByRole("button", { name: "Cerrar sesión" })
    .click();
  // Signed out before going on: the login page sends a signed-in visitor away.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible();
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await logIn(page, email, "Robada99");
  await expect(page.getByRole("alert")).toHaveText("El e-mail o la contraseña no son correctos.");
  await logIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/areas$/);
});
