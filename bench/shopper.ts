// A signed-in customer with one area in the cart, made through the shop's own forms on the benchmarked server.
// The server runs without SMTP, so its mail is read from the local mailbox at /dev/mail.

const PASSWORD = "Clave123";

async function postForm(baseUrl: string, urlPath: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${baseUrl}${urlPath}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
}

/** The path of the link to `prefix` in the newest mail to `to`, waiting for the mail for up to 20 s. */
async function mailedLink(baseUrl: string, to: string, prefix: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const row = [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="(\/dev\/mail\/[^"]+)"/g)]
      .filter((m) => m[1] === to)
      .at(-1);
    if (row) {
      const text = await (await fetch(`${baseUrl}${row[2]}/text`)).text();
      const link = new RegExp(`https?://[^/\\s]+(${prefix}\\S*)`).exec(text)?.[1];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${prefix} link at /dev/mail`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function sessionCookie(res: Response): string {
  const token = res.headers.getSetCookie().find((c) => c.startsWith("token="));
  if (!token) throw new Error(`no session cookie (status ${res.status})`);
  return token.split(";")[0]!;
}

/**
 * Registers a customer, follows the verification link, signs in and adds the area at `areaPath` to the cart.
 * Returns the session cookie ("token=…").
 */
export async function shopperWithArea(baseUrl: string, areaPath: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const registered = await postForm(baseUrl, "/account-register", {
    name: "Paula",
    surname: "Ibarra",
    email,
    identifire: String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
    mobile_phone: "1145678901",
    password: PASSWORD,
    newsletter: "on",
    terms: "on",
  });
  if (registered.status !== 200) throw new Error(`registration answered ${registered.status}`);
  const verified = await fetch(`${baseUrl}${await mailedLink(baseUrl, email, "/account-verify/")}`);
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  const login = await postForm(baseUrl, "/account-login", { intent: "login", email, password: PASSWORD });
  if (login.status !== 302) throw new Error(`login answered ${login.status}`);
  const cookie = sessionCookie(login);

  const area = await (await fetch(`${baseUrl}${areaPath}`, { headers: { cookie } })).text();
  const productId = /name="productId" value="([^"]+)"/.exec(area)?.[1];
  if (!productId) throw new Error(`no 'Lo quiero ya!' form on ${areaPath}`);
  const added = await postForm(baseUrl, "/shop/cart", { intent: "add", productId }, cookie);
  if (added.status !== 200) throw new Error(`adding to the cart answered ${added.status}`);

  const checkout = await fetch(`${baseUrl}/shop/checkout`, { headers: { cookie }, redirect: "manual" });
  if (checkout.status !== 200) throw new Error(`the checkout answered ${checkout.status} to the shopper`);
  return cookie;
}
