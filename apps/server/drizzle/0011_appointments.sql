CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appt_consults" (
	"id" serial PRIMARY KEY NOT NULL,
	"counsellor_id" integer NOT NULL,
	"type_key" smallint NOT NULL,
	"student_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "appt_consults_type_key" CHECK ("appt_consults"."type_key" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "appt_counsellors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sex" text DEFAULT '' NOT NULL,
	"photo_file_id" uuid,
	"introduce" text DEFAULT '' NOT NULL,
	"introduce_en" text DEFAULT '' NOT NULL,
	"good_at" text DEFAULT '' NOT NULL,
	"good_at_en" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appt_counsellors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "appt_counsellors_sex" CHECK ("appt_counsellors"."sex" in ('M', 'F', ''))
);
--> statement-breakpoint
CREATE TABLE "appt_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"no_show_limit" integer DEFAULT 3 NOT NULL,
	"block_days" integer DEFAULT 30 NOT NULL,
	"survey_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appt_settings_one" CHECK ("appt_settings"."id" = 1),
	CONSTRAINT "appt_settings_values" CHECK ("appt_settings"."no_show_limit" >= 0 and "appt_settings"."block_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "appt_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"consult_id" integer NOT NULL,
	"counsellor_id" integer NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"interflow_type" smallint NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appt_slots_order" CHECK ("appt_slots"."begin_time" < "appt_slots"."end_time"),
	CONSTRAINT "appt_slots_interflow" CHECK ("appt_slots"."interflow_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "appt_subscribes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"type_key" smallint NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"from_type" smallint DEFAULT 2 NOT NULL,
	"outcome" smallint,
	"q1" text,
	"q2" text,
	"q3" text,
	"q4" text,
	"q5" text,
	"q6" text,
	"own_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"biographical_file_id" uuid,
	"professional_file_id" uuid,
	"other_file_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"reply_note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"outcome_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"survey_assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appt_subscribes_status" CHECK ("appt_subscribes"."status" in (0, 1, 2, 3)),
	CONSTRAINT "appt_subscribes_type_key" CHECK ("appt_subscribes"."type_key" in (1, 2)),
	CONSTRAINT "appt_subscribes_outcome" CHECK ("appt_subscribes"."outcome" is null or ("appt_subscribes"."outcome" in (1, 2) and "appt_subscribes"."status" = 1)),
	CONSTRAINT "appt_subscribes_questions" CHECK (cardinality("appt_subscribes"."own_questions") <= 5),
	CONSTRAINT "appt_subscribes_order" CHECK ("appt_subscribes"."begin_time" < "appt_subscribes"."end_time")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_consults" ADD CONSTRAINT "appt_consults_counsellor_id_appt_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."appt_counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_counsellors" ADD CONSTRAINT "appt_counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_counsellors" ADD CONSTRAINT "appt_counsellors_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_settings" ADD CONSTRAINT "appt_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_slots" ADD CONSTRAINT "appt_slots_consult_id_appt_consults_id_fk" FOREIGN KEY ("consult_id") REFERENCES "public"."appt_consults"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_slots" ADD CONSTRAINT "appt_slots_counsellor_id_appt_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."appt_counsellors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_slots" ADD CONSTRAINT "appt_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_slot_id_appt_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appt_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_biographical_file_id_stored_files_id_fk" FOREIGN KEY ("biographical_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_professional_file_id_stored_files_id_fk" FOREIGN KEY ("professional_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_other_file_id_stored_files_id_fk" FOREIGN KEY ("other_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key" ON "notifications" USING btree ("user_id","key") WHERE "notifications"."key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appt_consults_type" ON "appt_consults" USING btree ("counsellor_id","type_key");--> statement-breakpoint
CREATE INDEX "appt_slots_consult_idx" ON "appt_slots" USING btree ("consult_id","begin_time");--> statement-breakpoint
CREATE INDEX "appt_slots_counsellor_idx" ON "appt_slots" USING btree ("counsellor_id","begin_time");--> statement-breakpoint
CREATE UNIQUE INDEX "appt_subscribes_slot_live" ON "appt_subscribes" USING btree ("slot_id") WHERE "appt_subscribes"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "appt_subscribes_student_idx" ON "appt_subscribes" USING btree ("student_id","begin_time");--> statement-breakpoint
-- Written by hand (drizzle cannot declare exclusion constraints). A counsellor's slots never overlap;
-- a student's live bookings (status 0 or 1) never overlap. int4range(id, id, '[]') stands for the
-- equality on the id, so plain GiST serves without the btree_gist extension (PGlite lacks it by default).
ALTER TABLE "appt_slots" ADD CONSTRAINT "appt_slots_no_overlap" EXCLUDE USING gist (int4range("counsellor_id", "counsellor_id", '[]') WITH &&, tstzrange("begin_time", "end_time") WITH &&);--> statement-breakpoint
ALTER TABLE "appt_subscribes" ADD CONSTRAINT "appt_subscribes_no_overlap" EXCLUDE USING gist (int4range("student_id", "student_id", '[]') WITH &&, tstzrange("begin_time", "end_time") WITH &&) WHERE ("status" in (0, 1));--> statement-breakpoint
INSERT INTO "appt_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
