-- What a branch shows to earn a shopper's trust: where it is on a map ('Cómo llegar'), its photos and its team.
ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_coordinates_check" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL)
  AND ("latitude" IS NULL OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180))
);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_gallery_check" CHECK (
  jsonb_typeof("gallery") = 'array' AND jsonb_array_length("gallery") <= 12
);--> statement-breakpoint
CREATE TABLE "store_team_members" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
  "position" integer NOT NULL CHECK ("position" >= 0),
  "name" text NOT NULL CHECK (char_length(btrim("name")) BETWEEN 2 AND 120),
  "role" text NOT NULL CHECK ("role" IN (
    'medical_director', 'physician', 'nurse', 'laser_technician', 'cosmetologist', 'manager', 'reception'
  )),
  -- How the shop addresses the person: 'f' writes 'Directora médica' and 'Dra.', 'm' 'Director médico' and 'Dr.'.
  "gender" text NOT NULL CHECK ("gender" IN ('f', 'm')),
  "licence_kind" text CHECK ("licence_kind" IN ('M.N.', 'M.P.')),
  "licence_number" text CHECK ("licence_number" ~ '^[0-9]{1,7}$'),
  CONSTRAINT "store_team_members_licence_check" CHECK (("licence_kind" IS NULL) = ("licence_number" IS NULL)),
  CONSTRAINT "store_team_members_physician_licence_check" CHECK (
    "role" NOT IN ('medical_director', 'physician') OR "licence_number" IS NOT NULL
  ),
  CONSTRAINT "store_team_members_position_idx" UNIQUE ("store_id", "position")
);--> statement-breakpoint
CREATE UNIQUE INDEX "store_team_members_medical_director_idx" ON "store_team_members" ("store_id")
  WHERE "role" = 'medical_director';
