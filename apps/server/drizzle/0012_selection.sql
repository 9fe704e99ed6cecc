CREATE TABLE "selection_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"choice_rank" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"suggested_teacher_id" integer,
	"confirmed_by" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_choices_status" CHECK ("selection_choices"."status" between 0 and 5),
	CONSTRAINT "selection_choices_confirmed_by" CHECK (("selection_choices"."status" = 1) = ("selection_choices"."confirmed_by" is not null) and ("selection_choices"."confirmed_by" is null or "selection_choices"."confirmed_by" in ('teacher', 'matching', 'staff')))
);
--> statement-breakpoint
CREATE TABLE "selection_resumes" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"selection_type" text NOT NULL,
	"page_type" text NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"release_status" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"student_selection_times" smallint NOT NULL,
	"remark" text,
	"matching_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_rounds_type" CHECK ("selection_rounds"."selection_type" in ('mentor', 'supervisor')),
	CONSTRAINT "selection_rounds_page_type" CHECK (("selection_rounds"."selection_type" = 'mentor' and "selection_rounds"."page_type" in ('mbaxy', 'benyan')) or ("selection_rounds"."selection_type" = 'supervisor' and "selection_rounds"."page_type" in ('benyan', 'mba', 'emba'))),
	CONSTRAINT "selection_rounds_window" CHECK ("selection_rounds"."start_time" < "selection_rounds"."end_time"),
	CONSTRAINT "selection_rounds_release" CHECK ("selection_rounds"."release_status" in (0, 1, 2)),
	CONSTRAINT "selection_rounds_status" CHECK ("selection_rounds"."status" in (0, 1)),
	CONSTRAINT "selection_rounds_times" CHECK ("selection_rounds"."student_selection_times" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "selection_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"selected_times" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_students_times" CHECK ("selection_students"."selected_times" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "selection_teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_decrypt_phone" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"position" text,
	"photo_file_id" uuid,
	"gender" text,
	"age" smallint,
	"industry" text,
	"working_years" smallint,
	"is_guide_foreign_student" boolean DEFAULT false NOT NULL,
	"requirements" text,
	"research_direction" text,
	"thesis_topic_selection" text,
	"faculty_url" text,
	"teacher_educational_background" text,
	"teacher_professional_experience" text,
	"student_industry_background" text,
	"student_future_employment_background" text,
	"other_requirements" text,
	"selection_times" integer NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "selection_teachers_id_round" UNIQUE("id","round_id"),
	CONSTRAINT "selection_teachers_quota" CHECK ("selection_teachers"."confirmed_count" >= 0 and "selection_teachers"."confirmed_count" <= "selection_teachers"."selection_times")
);
--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_round_id_selection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."selection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_suggested_teacher_id_selection_teachers_id_fk" FOREIGN KEY ("suggested_teacher_id") REFERENCES "public"."selection_teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_choices" ADD CONSTRAINT "selection_choices_teacher_round_fk" FOREIGN KEY ("teacher_id","round_id") REFERENCES "public"."selection_teachers"("id","round_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_resumes" ADD CONSTRAINT "selection_resumes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_resumes" ADD CONSTRAINT "selection_resumes_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_students" ADD CONSTRAINT "selection_students_round_id_selection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."selection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_students" ADD CONSTRAINT "selection_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_teachers" ADD CONSTRAINT "selection_teachers_round_id_selection_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."selection_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_teachers" ADD CONSTRAINT "selection_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_teachers" ADD CONSTRAINT "selection_teachers_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_choices_once" ON "selection_choices" USING btree ("round_id","student_id","teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_choices_rank" ON "selection_choices" USING btree ("round_id","student_id","choice_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_choices_one_confirmed" ON "selection_choices" USING btree ("round_id","student_id") WHERE "selection_choices"."status" = 1;--> statement-breakpoint
CREATE INDEX "selection_choices_teacher_idx" ON "selection_choices" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE INDEX "selection_rounds_page_idx" ON "selection_rounds" USING btree ("page_type","selection_type","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_students_once" ON "selection_students" USING btree ("round_id","student_id");--> statement-breakpoint
CREATE INDEX "selection_students_student_idx" ON "selection_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_teachers_name" ON "selection_teachers" USING btree ("round_id","name");--> statement-breakpoint
CREATE INDEX "selection_teachers_user_idx" ON "selection_teachers" USING btree ("user_id");