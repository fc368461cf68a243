ALTER TABLE "confirmation_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "identity" text;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "attempt_hash" text;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "user_full_name" text;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD COLUMN "contact" text;--> statement-breakpoint
CREATE INDEX "confirmation_codes_identity_idx" ON "confirmation_codes" USING btree ("identity","purpose","created_at");