-- What the area's page tells besides its description: 'Qué esperar', 'Preguntas frecuentes' (question and
-- answer pairs) and 'Contraindicaciones'. Existing areas start with them empty.
ALTER TABLE "products" ADD COLUMN "what_to_expect" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contraindications" text DEFAULT '' NOT NULL;
