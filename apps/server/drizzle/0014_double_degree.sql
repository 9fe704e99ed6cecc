CREATE TABLE "dd_apply_manages" (
	"id" serial PRIMARY KEY NOT NULL,
	"simple_name" text NOT NULL,
	"singup_start_time" timestamp with time zone NOT NULL,
	"singup_end_time" timestamp with time zone NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"agreement_title" text DEFAULT '' NOT NULL,
	"agreement_content" text DEFAULT '' NOT NULL,
	"agreement_hint" text DEFAULT '' NOT NULL,
	"max_choose_project_count" integer DEFAULT 1 NOT NULL,
	"is_enable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dd_apply_manages_window" CHECK ("dd_apply_manages"."singup_start_time" < "dd_apply_manages"."singup_end_time"),
	CONSTRAINT "dd_apply_manages_max" CHECK ("dd_apply_manages"."max_choose_project_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "dd_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_manage_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"vc_file_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dd_documents_type" CHECK ("dd_documents"."vc_file_type" between 3 and 8)
);
--> statement-breakpoint
CREATE TABLE "dd_interview_adresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"adress" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_interview_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_interview_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "dd_interview_times_range" CHECK ("dd_interview_times"."start_time" < "dd_interview_times"."end_time")
);
--> statement-breakpoint
CREATE TABLE "dd_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_manage_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dd_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_manage_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"photo_file_id" uuid,
	"name_as_passport" text NOT NULL,
	"nationality_id" text NOT NULL,
	"birth_nationality_id" text NOT NULL,
	"birth_city" text NOT NULL,
	"native_language" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"marital_status" text NOT NULL,
	"study_mode" text NOT NULL,
	"class_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"education" jsonb,
	"special_skill_interests" text,
	"employment" jsonb,
	"work_total_year" integer,
	"language" jsonb,
	"essay" text,
	"is_check_agreement" boolean DEFAULT false NOT NULL,
	"submit_time" timestamp with time zone,
	"pdf_file_id" uuid,
	"gsm_result" smallint DEFAULT 0 NOT NULL,
	"partner_result" smallint DEFAULT 0 NOT NULL,
	"last_result" smallint DEFAULT 0 NOT NULL,
	"interview_time_id" integer,
	"interview_adress_id" integer,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dd_signups_results" CHECK ("dd_signups"."gsm_result" in (0, 1, 2) and "dd_signups"."partner_result" in (0, 1, 2) and "dd_signups"."last_result" in (0, 1, 2)),
	CONSTRAINT "dd_signups_lists" CHECK (coalesce(jsonb_array_length("dd_signups"."education"), 0) <= 6 and coalesce(jsonb_array_length("dd_signups"."employment"), 0) <= 6),
	CONSTRAINT "dd_signups_essay" CHECK (char_length("dd_signups"."essay") <= 9000),
	CONSTRAINT "dd_signups_work_years" CHECK ("dd_signups"."work_total_year" >= 0),
	CONSTRAINT "dd_signups_submitted_agreed" CHECK ("dd_signups"."submit_time" is null or "dd_signups"."is_check_agreement"),
	CONSTRAINT "dd_signups_booking" CHECK (("dd_signups"."interview_time_id" is null) = ("dd_signups"."interview_adress_id" is null))
);
--> statement-breakpoint
ALTER TABLE "dd_documents" ADD CONSTRAINT "dd_documents_apply_manage_id_dd_apply_manages_id_fk" FOREIGN KEY ("apply_manage_id") REFERENCES "public"."dd_apply_manages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_documents" ADD CONSTRAINT "dd_documents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_documents" ADD CONSTRAINT "dd_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_interview_adresses" ADD CONSTRAINT "dd_interview_adresses_day_id_dd_interview_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."dd_interview_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_interview_days" ADD CONSTRAINT "dd_interview_days_project_id_dd_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."dd_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_interview_times" ADD CONSTRAINT "dd_interview_times_day_id_dd_interview_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."dd_interview_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_projects" ADD CONSTRAINT "dd_projects_apply_manage_id_dd_apply_manages_id_fk" FOREIGN KEY ("apply_manage_id") REFERENCES "public"."dd_apply_manages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_apply_manage_id_dd_apply_manages_id_fk" FOREIGN KEY ("apply_manage_id") REFERENCES "public"."dd_apply_manages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_project_id_dd_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."dd_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_interview_time_id_dd_interview_times_id_fk" FOREIGN KEY ("interview_time_id") REFERENCES "public"."dd_interview_times"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_interview_adress_id_dd_interview_adresses_id_fk" FOREIGN KEY ("interview_adress_id") REFERENCES "public"."dd_interview_adresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dd_documents_file" ON "dd_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "dd_documents_owner_idx" ON "dd_documents" USING btree ("apply_manage_id","student_id");--> statement-breakpoint
CREATE INDEX "dd_interview_adresses_day_idx" ON "dd_interview_adresses" USING btree ("day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_interview_days_one_per_day" ON "dd_interview_days" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "dd_interview_times_day_idx" ON "dd_interview_times" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "dd_projects_manage_idx" ON "dd_projects" USING btree ("apply_manage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_signups_one_per_project" ON "dd_signups" USING btree ("project_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_signups_one_per_slot" ON "dd_signups" USING btree ("interview_time_id") WHERE interview_time_id is not null;--> statement-breakpoint
CREATE INDEX "dd_signups_student_idx" ON "dd_signups" USING btree ("student_id","apply_manage_id");