-- Seeded texts promised a booking e-mail the shop never sends (docs/decisions/0048). Changed only where they
-- are still as seeded, so an operator's own words stay; the new sentence is HOW_TO_BOOK.terms.
UPDATE "products"
SET "description" = replace("description", '<p>Después de la compra te enviamos un e-mail para que reserves tu turno en la sucursal que elijas.</p>', ''),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE strpos("description", '<p>Después de la compra te enviamos un e-mail para que reserves tu turno en la sucursal que elijas.</p>') > 0;
--> statement-breakpoint
UPDATE "static_pages"
SET "body" = replace("body", 'Una vez acreditado el pago, te enviamos un e-mail para reservar tu turno.', 'Una vez acreditado el pago, reservás tu turno desde Mi cuenta, con «Reservar turno», o llamando a la sucursal.'),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "slug" = 'terminos-y-condiciones'
  AND strpos("body", 'Una vez acreditado el pago, te enviamos un e-mail para reservar tu turno.') > 0;
