CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attendance_date" date NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_status" CHECK ("attendance_records"."status" in ('Present', 'Late', 'LeftEarly', 'PersonalLeave', 'SickLeave', 'OfficialLeave', 'Absent'))
);
--> statement-breakpoint
CREATE TABLE "term_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"student_type" text NOT NULL,
	"class_rank" integer,
	"major_rank" integer,
	"comprehensive_gpa" numeric(4, 2),
	"core_course_gpa" numeric(4, 2),
	"evaluation_rank" integer,
	"scholarship_level" smallint,
	"professional_evaluation_rank" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_grades_type" CHECK ("term_grades"."student_type" in ('undergraduate', 'phd')),
	CONSTRAINT "term_grades_columns" CHECK (case when "term_grades"."student_type" = 'phd'
    then "term_grades"."class_rank" is null and "term_grades"."major_rank" is null and "term_grades"."comprehensive_gpa" is null and "term_grades"."core_course_gpa" is null
    else "term_grades"."evaluation_rank" is null and "term_grades"."scholarship_level" is null and "term_grades"."professional_evaluation_rank" is null end),
	CONSTRAINT "term_grades_gpa" CHECK ("term_grades"."comprehensive_gpa" between 0 and 5 and "term_grades"."core_course_gpa" between 0 and 5),
	CONSTRAINT "term_grades_scholarship" CHECK ("term_grades"."scholarship_level" between 0 and 3),
	CONSTRAINT "term_grades_ranks" CHECK ("term_grades"."class_rank" > 0 and "term_grades"."major_rank" > 0 and "term_grades"."evaluation_rank" > 0 and "term_grades"."professional_evaluation_rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clocking_in_status" smallint,
	"homework_file_id" uuid,
	"homework_at" timestamp with time zone,
	"homework_collected_at" timestamp with time zone,
	"achievement_status" smallint,
	CONSTRAINT "lecture_signups_clocking_in" CHECK ("lecture_signups"."clocking_in_status" is null or "lecture_signups"."clocking_in_status" in (1, 2)),
	CONSTRAINT "lecture_signups_achievement" CHECK ("lecture_signups"."achievement_status" is null or "lecture_signups"."achievement_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "lecture_teachers" (
	"lecture_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "lecture_teachers_lecture_id_teacher_id_pk" PRIMARY KEY("lecture_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_en" text NOT NULL,
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"venue_en" text NOT NULL,
	"teacher_names" text NOT NULL,
	"teacher_names_en" text NOT NULL,
	"capacity" integer NOT NULL,
	"signed_up" integer DEFAULT 0 NOT NULL,
	"signup_begin" timestamp with time zone NOT NULL,
	"signup_end" timestamp with time zone NOT NULL,
	"credit" numeric(5, 2) DEFAULT 0 NOT NULL,
	"homework_deadline" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lectures_seats" CHECK ("lectures"."capacity" >= 1 and "lectures"."signed_up" >= 0 and "lectures"."signed_up" <= "lectures"."capacity"),
	CONSTRAINT "lectures_times" CHECK ("lectures"."starts_at" < "lectures"."ends_at"),
	CONSTRAINT "lectures_signup_window" CHECK ("lectures"."signup_begin" < "lectures"."signup_end" and "lectures"."signup_end" <= "lectures"."ends_at"),
	CONSTRAINT "lectures_credit" CHECK ("lectures"."credit" >= 0)
);
--> statement-breakpoint
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
CREATE TABLE "class_change_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"old_start_class_id" integer NOT NULL,
	"new_start_class_id" integer NOT NULL,
	"change_type" smallint DEFAULT 1 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_comment" text DEFAULT '' NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_change_records_status" CHECK ("class_change_records"."audit_status" in (0, 2, 3, -1)),
	CONSTRAINT "class_change_records_classes" CHECK ("class_change_records"."old_start_class_id" <> "class_change_records"."new_start_class_id")
);
--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD COLUMN "target_label_en" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_start_class_id_start_classes_id_fk" FOREIGN KEY ("start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_grades" ADD CONSTRAINT "term_grades_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_grades" ADD CONSTRAINT "term_grades_term_fk" FOREIGN KEY ("school_year","term") REFERENCES "public"."school_terms"("school_year","term") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_signups" ADD CONSTRAINT "lecture_signups_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_signups" ADD CONSTRAINT "lecture_signups_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_signups" ADD CONSTRAINT "lecture_signups_homework_file_id_stored_files_id_fk" FOREIGN KEY ("homework_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_teachers" ADD CONSTRAINT "lecture_teachers_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_teachers" ADD CONSTRAINT "lecture_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_term_fk" FOREIGN KEY ("school_year","term") REFERENCES "public"."school_terms"("school_year","term") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "class_change_records" ADD CONSTRAINT "class_change_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_records" ADD CONSTRAINT "class_change_records_course_id_teaching_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."teaching_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_records" ADD CONSTRAINT "class_change_records_old_start_class_id_start_classes_id_fk" FOREIGN KEY ("old_start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_records" ADD CONSTRAINT "class_change_records_new_start_class_id_start_classes_id_fk" FOREIGN KEY ("new_start_class_id") REFERENCES "public"."start_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_change_records" ADD CONSTRAINT "class_change_records_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_class_student_day" ON "attendance_records" USING btree ("start_class_id","student_id","attendance_date");--> statement-breakpoint
CREATE INDEX "attendance_records_class_day_idx" ON "attendance_records" USING btree ("start_class_id","attendance_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_grades_student_term" ON "term_grades" USING btree ("student_id","school_year","term");--> statement-breakpoint
CREATE INDEX "term_grades_term_idx" ON "term_grades" USING btree ("school_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_signups_lecture_student" ON "lecture_signups" USING btree ("lecture_id","student_id");--> statement-breakpoint
CREATE INDEX "lecture_signups_student_idx" ON "lecture_signups" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lecture_teachers_teacher_idx" ON "lecture_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "lectures_starts_idx" ON "lectures" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("start_class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_time_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_weekly_slots_class_idx" ON "class_weekly_slots" USING btree ("start_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_course_term" ON "enrolments" USING btree ("student_id","course_id","school_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_class_student" ON "enrolments" USING btree ("start_class_id","student_id");--> statement-breakpoint
CREATE INDEX "enrolments_student_idx" ON "enrolments" USING btree ("student_id","school_year","term");--> statement-breakpoint
CREATE INDEX "start_class_teachers_teacher_idx" ON "start_class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "start_classes_course_class" ON "start_classes" USING btree ("course_id","school_year","term","class_name");--> statement-breakpoint
CREATE INDEX "start_classes_term_idx" ON "start_classes" USING btree ("school_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "class_change_records_one_pending" ON "class_change_records" USING btree ("student_id","course_id") WHERE "class_change_records"."audit_status" = 0;--> statement-breakpoint
CREATE INDEX "class_change_records_student_idx" ON "class_change_records" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "class_change_records_status_idx" ON "class_change_records" USING btree ("audit_status","created_at");