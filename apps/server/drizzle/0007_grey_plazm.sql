CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_class_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "class_sessions_window" CHECK ("class_sessions"."starts_at" < "class_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "class_times" (
	"period" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"begin_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "class_times_order" CHECK ("class_times"."begin_time" < "class_times"."end_time")
);
--> statement-breakpoint
CREATE TABLE "class_weekly_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_class_id" integer NOT NULL,
	"week_start" smallint NOT NULL,
	"week_end" smallint NOT NULL,
	"week_name" smallint NOT NULL,
	"class_start" smallint NOT NULL,
	"class_end" smallint NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "class_weekly_slots_weeks" CHECK ("class_weekly_slots"."week_start" <= "class_weekly_slots"."week_end"),
	CONSTRAINT "class_weekly_slots_day" CHECK ("class_weekly_slots"."week_name" between 1 and 7),
	CONSTRAINT "class_weekly_slots_periods" CHECK ("class_weekly_slots"."class_start" <= "class_weekly_slots"."class_end")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"student_id" integer NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" numeric(5, 2),
	"grade" text,
	"pass_status" smallint,
	"work_attendance_type" smallint,
	"homework_file_id" uuid,
	"homework_at" timestamp with time zone,
	CONSTRAINT "enrolments_source" CHECK ("enrolments"."source" in ('bidding', 'admin', 'change')),
	CONSTRAINT "enrolments_pass_status" CHECK ("enrolments"."pass_status" is null or "enrolments"."pass_status" in (1, 2, 3)),
	CONSTRAINT "enrolments_attendance_type" CHECK ("enrolments"."work_attendance_type" is null or "enrolments"."work_attendance_type" in (1, 2)),
	CONSTRAINT "enrolments_grade" CHECK ("enrolments"."grade" is null or "enrolments"."grade" in ('A+', 'A-', 'B+', 'B-', 'C+', 'C-', 'D+', 'D', 'D-', 'F'))
);
--> statement-breakpoint
CREATE TABLE "school_terms" (
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_terms_school_year_term_pk" PRIMARY KEY("school_year","term"),
	CONSTRAINT "school_terms_term" CHECK ("school_terms"."term" between 1 and 4),
	CONSTRAINT "school_terms_window" CHECK ("school_terms"."starts_at" < "school_terms"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "start_class_teachers" (
	"start_class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "start_class_teachers_start_class_id_teacher_id_pk" PRIMARY KEY("start_class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "start_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"page_type" text NOT NULL,
	"class_name" text NOT NULL,
	"class_name_en" text DEFAULT '' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 1 NOT NULL,
	"homework_deadline" timestamp with time zone,
	"css_plan_id" integer,
	CONSTRAINT "start_classes_page_type" CHECK ("start_classes"."page_type" in ('mba', 'emba', 'benyan', 'master', 'phd')),
	CONSTRAINT "start_classes_seats" CHECK ("start_classes"."capacity" >= 0 and "start_classes"."enrolled" >= 0 and "start_classes"."enrolled" <= "start_classes"."capacity")
);
--> statement-breakpoint
CREATE TABLE "teaching_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_number" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"course_type" smallint NOT NULL,
	"credit" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "teaching_courses_course_number_unique" UNIQUE("course_number")
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_start_class_id_start_classes_id_fk" FOREIGN KEY ("start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD CONSTRAINT "class_weekly_slots_start_class_id_start_classes_id_fk" FOREIGN KEY ("start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD CONSTRAINT "class_weekly_slots_class_start_class_times_period_fk" FOREIGN KEY ("class_start") REFERENCES "public"."class_times"("period") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD CONSTRAINT "class_weekly_slots_class_end_class_times_period_fk" FOREIGN KEY ("class_end") REFERENCES "public"."class_times"("period") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_start_class_id_start_classes_id_fk" FOREIGN KEY ("start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_teaching_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."teaching_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_homework_file_id_stored_files_id_fk" FOREIGN KEY ("homework_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_class_teachers" ADD CONSTRAINT "start_class_teachers_start_class_id_start_classes_id_fk" FOREIGN KEY ("start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_class_teachers" ADD CONSTRAINT "start_class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_classes" ADD CONSTRAINT "start_classes_course_id_teaching_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."teaching_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_classes" ADD CONSTRAINT "start_classes_term_fk" FOREIGN KEY ("school_year","term") REFERENCES "public"."school_terms"("school_year","term") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("start_class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_time_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_weekly_slots_class_idx" ON "class_weekly_slots" USING btree ("start_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_course_term" ON "enrolments" USING btree ("student_id","course_id","school_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_class_student" ON "enrolments" USING btree ("start_class_id","student_id");--> statement-breakpoint
CREATE INDEX "enrolments_student_idx" ON "enrolments" USING btree ("student_id","school_year","term");--> statement-breakpoint
CREATE INDEX "start_class_teachers_teacher_idx" ON "start_class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "start_classes_course_class" ON "start_classes" USING btree ("course_id","school_year","term","class_name");--> statement-breakpoint
CREATE INDEX "start_classes_term_idx" ON "start_classes" USING btree ("school_year","term");