CREATE TABLE "outgoing_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer,
	"message_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"sealed" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "selection_key" text;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_next_idx" ON "outgoing_mail" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outgoing_mail_kind_ref_idx" ON "outgoing_mail" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_user_key" ON "checkout_attempts" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "checkout_attempts_created_at_idx" ON "checkout_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_selection_idx" ON "orders" USING btree ("user_id","selection_key");