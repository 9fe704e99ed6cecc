CREATE TABLE "resume_previews" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_sections" (
	"resume_id" integer NOT NULL,
	"section" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_sections_resume_id_section_pk" PRIMARY KEY("resume_id","section"),
	CONSTRAINT "resume_sections_section" CHECK ("resume_sections"."section" in ('personal', 'coreCompetence', 'education', 'internship', 'activityPractice', 'work', 'extracurricular', 'award', 'certificate', 'skills', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"student_type" smallint NOT NULL,
	"how_complete" smallint DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"optimize_state" smallint DEFAULT 0 NOT NULL,
	"optimize_requested_at" timestamp with time zone,
	"optimize_suggest" text,
	"is_show_optimize_suggest" boolean DEFAULT false NOT NULL,
	"suggested_by" integer,
	"suggested_at" timestamp with time zone,
	"is_submit" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"pdf_file_id" uuid,
	"up_resume_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_kind" CHECK ("resumes"."kind" in (1, 2, 3, 4)),
	CONSTRAINT "resumes_student_type" CHECK ("resumes"."student_type" in (1, 2, 3)),
	CONSTRAINT "resumes_complete_range" CHECK ("resumes"."how_complete" between 0 and 100),
	CONSTRAINT "resumes_optimize_state" CHECK ("resumes"."optimize_state" in (0, 1, 2)),
	CONSTRAINT "resumes_public_rule" CHECK (not "resumes"."is_public" or ("resumes"."kind" = 4 and "resumes"."up_resume_file_id" is not null) or ("resumes"."kind" <> 4 and "resumes"."how_complete" >= 80)),
	CONSTRAINT "resumes_submit_has_pdf" CHECK (not "resumes"."is_submit" or "resumes"."kind" = 4 or "resumes"."pdf_file_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "resume_previews" ADD CONSTRAINT "resume_previews_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_previews" ADD CONSTRAINT "resume_previews_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_sections" ADD CONSTRAINT "resume_sections_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_up_resume_file_id_stored_files_id_fk" FOREIGN KEY ("up_resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_previews_resume_idx" ON "resume_previews" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_per_kind" ON "resumes" USING btree ("student_id","kind");--> statement-breakpoint
CREATE INDEX "resumes_optimize_queue_idx" ON "resumes" USING btree ("optimize_state","optimize_requested_at");--> statement-breakpoint
CREATE INDEX "resumes_public_idx" ON "resumes" USING btree ("is_public","kind");