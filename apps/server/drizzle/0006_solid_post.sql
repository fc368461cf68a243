ALTER TABLE "uploads" ADD COLUMN "tus_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_tus_id_idx" ON "uploads" USING btree ("tus_id");