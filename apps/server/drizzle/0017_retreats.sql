CREATE TABLE "retreat_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retreat_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"group" text NOT NULL,
	"state" text NOT NULL,
	"wait_position" integer,
	"offer_expires_at" timestamp with time zone,
	"reconfirm_deadline" timestamp with time zone,
	"reminded_days" smallint,
	"answers" jsonb NOT NULL,
	"full_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retreat_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_mm" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"teacher_mm" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'ten-day' NOT NULL,
	"instruction_language" text DEFAULT 'my' NOT NULL,
	"start_date" date,
	"end_date" date,
	"schedule_en" text DEFAULT '' NOT NULL,
	"schedule_mm" text DEFAULT '' NOT NULL,
	"rules_en" text DEFAULT '' NOT NULL,
	"rules_mm" text DEFAULT '' NOT NULL,
	"what_to_bring_en" text DEFAULT '' NOT NULL,
	"what_to_bring_mm" text DEFAULT '' NOT NULL,
	"directions_en" text DEFAULT '' NOT NULL,
	"directions_mm" text DEFAULT '' NOT NULL,
	"capacity_male" integer DEFAULT 0 NOT NULL,
	"capacity_female" integer DEFAULT 0 NOT NULL,
	"capacity_monk" integer DEFAULT 0 NOT NULL,
	"capacity_nun" integer DEFAULT 0 NOT NULL,
	"offer_hours" integer DEFAULT 48 NOT NULL,
	"admission_mode" text DEFAULT 'first-come' NOT NULL,
	"applications_open" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "retreat_application_history" ADD CONSTRAINT "retreat_application_history_application_id_retreat_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."retreat_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_applications" ADD CONSTRAINT "retreat_applications_course_id_retreat_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."retreat_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retreat_applications" ADD CONSTRAINT "retreat_applications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retreat_application_history_application_idx" ON "retreat_application_history" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "retreat_applications_open_key" ON "retreat_applications" USING btree ("course_id","member_id") WHERE "retreat_applications"."state" in ('applied', 'waitlisted', 'offered', 'accepted', 'confirmed', 'arrived', 'no_show');--> statement-breakpoint
CREATE INDEX "retreat_applications_course_group_state_idx" ON "retreat_applications" USING btree ("course_id","group","state");--> statement-breakpoint
CREATE INDEX "retreat_applications_member_idx" ON "retreat_applications" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "retreat_applications_offer_idx" ON "retreat_applications" USING btree ("state","offer_expires_at");--> statement-breakpoint
CREATE INDEX "retreat_courses_published_start_idx" ON "retreat_courses" USING btree ("published","start_date");