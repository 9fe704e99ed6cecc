CREATE TABLE "career_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"vd_active_type" smallint DEFAULT 1 NOT NULL,
	"activity_type_key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"introduce_en" text DEFAULT '' NOT NULL,
	"person_num" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"signup_begin" timestamp with time zone NOT NULL,
	"signup_end" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"student_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"entrance_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"signup_closed" boolean DEFAULT false NOT NULL,
	"survey_id" integer,
	"survey_assignment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_activities_places" CHECK ("career_activities"."person_num" >= 1 and "career_activities"."places_taken" >= 0 and "career_activities"."places_taken" <= "career_activities"."person_num"),
	CONSTRAINT "career_activities_times" CHECK ("career_activities"."starts_at" < "career_activities"."ends_at"),
	CONSTRAINT "career_activities_signup_window" CHECK ("career_activities"."signup_begin" < "career_activities"."signup_end" and "career_activities"."signup_end" <= "career_activities"."starts_at"),
	CONSTRAINT "career_activities_type" CHECK ("career_activities"."vd_active_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "career_activity_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attendance" smallint,
	CONSTRAINT "career_activity_signups_status" CHECK ("career_activity_signups"."status" in (1, 2, 3, 4)),
	CONSTRAINT "career_activity_signups_attendance" CHECK ("career_activity_signups"."attendance" is null or ("career_activity_signups"."attendance" in (1, 2) and "career_activity_signups"."status" = 1))
);
--> statement-breakpoint
CREATE TABLE "career_activity_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "career_activity_times_order" CHECK ("career_activity_times"."begin_time" < "career_activity_times"."end_time")
);
--> statement-breakpoint
CREATE TABLE "careers_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"evaluation_url" text NOT NULL,
	"evaluation_contact_email" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_settings_one_row" CHECK ("careers_settings"."id" = 1),
	CONSTRAINT "careers_settings_evaluation_url" CHECK ("careers_settings"."evaluation_url" ~* '^https?://[^/?#[:space:]]+' and length("careers_settings"."evaluation_url") <= 2000),
	CONSTRAINT "careers_settings_contact_email" CHECK ("careers_settings"."evaluation_contact_email" ~ '^[^@[:space:]]+@[^@[:space:]]+$' and length("careers_settings"."evaluation_contact_email") <= 254)
);
--> statement-breakpoint
CREATE TABLE "career_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"c_name" text NOT NULL,
	"e_name" text DEFAULT '' NOT NULL,
	"legal_person" text DEFAULT '' NOT NULL,
	"property" text DEFAULT '' NOT NULL,
	"industry" text NOT NULL,
	"registered_capital" numeric(16, 2),
	"turnover" numeric(16, 2),
	"is_market" boolean DEFAULT false NOT NULL,
	"is_alumni" boolean DEFAULT false NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"web_url" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"c_intro" text DEFAULT '' NOT NULL,
	"e_intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_employers_web_url" CHECK ("career_employers"."web_url" = '' or "career_employers"."web_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "career_position_education" (
	"position_id" integer NOT NULL,
	"background" text NOT NULL,
	"count" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "career_position_education_position_id_background_pk" PRIMARY KEY("position_id","background"),
	CONSTRAINT "career_position_education_count" CHECK ("career_position_education"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "career_position_files" (
	"position_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "career_position_files_position_id_file_id_pk" PRIMARY KEY("position_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "career_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"work_address" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"end_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_continue_to_employ" boolean,
	"internship_month" smallint,
	"internship_days" smallint,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (portal_grams(search_text)) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_positions_status" CHECK ("career_positions"."status" in (0, 1, 2)),
	CONSTRAINT "career_positions_published" CHECK ("career_positions"."status" = 0 or "career_positions"."published_at" is not null),
	CONSTRAINT "career_positions_intern" CHECK (("career_positions"."internship_month" is null or "career_positions"."internship_month" between 0 and 60) and ("career_positions"."internship_days" is null or "career_positions"."internship_days" between 0 and 7))
);
--> statement-breakpoint
ALTER TABLE "career_activities" ADD CONSTRAINT "career_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD CONSTRAINT "career_activity_signups_activity_id_career_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."career_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_activity_signups" ADD CONSTRAINT "career_activity_signups_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_activity_times" ADD CONSTRAINT "career_activity_times_activity_id_career_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."career_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers_settings" ADD CONSTRAINT "careers_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_position_education" ADD CONSTRAINT "career_position_education_position_id_career_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."career_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_position_files" ADD CONSTRAINT "career_position_files_position_id_career_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."career_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_position_files" ADD CONSTRAINT "career_position_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_employer_id_career_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."career_employers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_activities_starts_idx" ON "career_activities" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_activity_signups_active" ON "career_activity_signups" USING btree ("activity_id","student_id") WHERE "career_activity_signups"."status" in (1, 3);--> statement-breakpoint
CREATE INDEX "career_activity_signups_student_idx" ON "career_activity_signups" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "career_activity_signups_queue_idx" ON "career_activity_signups" USING btree ("activity_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "career_activity_times_activity_idx" ON "career_activity_times" USING btree ("activity_id","begin_time");--> statement-breakpoint
CREATE UNIQUE INDEX "career_employers_c_name" ON "career_employers" USING btree ("c_name");--> statement-breakpoint
CREATE INDEX "career_position_files_file_idx" ON "career_position_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "career_positions_search_grams" ON "career_positions" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "career_positions_employer_idx" ON "career_positions" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "career_positions_updated_idx" ON "career_positions" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "career_positions_published_idx" ON "career_positions" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "career_positions"."status" = 1;--> statement-breakpoint
CREATE INDEX "career_positions_open_end_idx" ON "career_positions" USING btree ("end_date") WHERE "career_positions"."status" = 1 and "career_positions"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "career_positions_open_category_idx" ON "career_positions" USING btree ("category","end_date","employer_id") WHERE "career_positions"."status" = 1 and "career_positions"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "career_positions_open_employer_idx" ON "career_positions" USING btree ("employer_id","end_date") WHERE "career_positions"."status" = 1 and "career_positions"."expired_at" is null;