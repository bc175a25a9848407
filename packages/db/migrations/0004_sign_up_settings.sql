ALTER TABLE "activities" ADD COLUMN "registration_form" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "commitment_letter" boolean DEFAULT false NOT NULL;