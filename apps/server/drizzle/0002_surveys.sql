CREATE TABLE "survey_assignees" (
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "survey_assignees_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"business_type" text NOT NULL,
	"business_value2" text DEFAULT '' NOT NULL,
	"title" text,
	"title_en" text,
	"evaluation_type" text,
	"evaluation_type_en" text,
	"course_name_cn" text,
	"course_name_en" text,
	"teacher_id" integer,
	"teacher_name" text,
	"teacher_name_en" text,
	"position" text,
	"position_en" text,
	"page_type" text,
	"target_label" text DEFAULT '' NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_assignments_window" CHECK ("survey_assignments"."begin_time" < "survey_assignments"."end_time")
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"sort" integer NOT NULL,
	"text" text NOT NULL,
	"text_en" text,
	"score" numeric,
	"is_show_text_box" boolean DEFAULT false NOT NULL,
	"text_box_require" boolean DEFAULT false NOT NULL,
	"is_negative_extreme" boolean DEFAULT false NOT NULL,
	"relevancy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "survey_options_value" UNIQUE("question_id","value"),
	CONSTRAINT "survey_options_text_box" CHECK (not "survey_options"."text_box_require" or "survey_options"."is_show_text_box"),
	CONSTRAINT "survey_options_value_chars" CHECK ("survey_options"."value" ~ '^[A-Za-z0-9_-]{1,40}$')
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"parent_id" integer,
	"question_key" text NOT NULL,
	"sort" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text,
	"require" boolean DEFAULT false NOT NULL,
	"text_limit" integer,
	"write_hint" text,
	"write_hint_en" text,
	"min_value" numeric,
	"max_value" numeric,
	"units" text,
	"units_en" text,
	CONSTRAINT "survey_questions_key" UNIQUE("survey_id","question_key"),
	CONSTRAINT "survey_questions_type" CHECK ("survey_questions"."type" in ('TEXT', 'TEXTAREA', 'BOOLEAN', 'DATE', 'TIME', 'SINGLE_CHOICE', 'MULTI_CHOICE', 'TEXT_NUMBER_SINGLE_CHOICE', 'NUMBER', 'ORDER', 'MATRIX', 'GROUP')),
	CONSTRAINT "survey_questions_range" CHECK ("survey_questions"."min_value" is null or "survey_questions"."max_value" is null or "survey_questions"."min_value" <= "survey_questions"."max_value"),
	CONSTRAINT "survey_questions_text_limit" CHECK ("survey_questions"."text_limit" is null or "survey_questions"."text_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "survey_responses_one" UNIQUE("assignment_id","user_id"),
	CONSTRAINT "survey_responses_status" CHECK ("survey_responses"."status" in ('draft', 'submitted')),
	CONSTRAINT "survey_responses_submitted_at" CHECK (("survey_responses"."status" = 'submitted') = ("survey_responses"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text,
	"description_en" text,
	"kind" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_kind" CHECK ("surveys"."kind" in ('faculty', 'mentor', 'graduate', 'activity', 'appointment', 'meal', 'generic'))
);
--> statement-breakpoint
ALTER TABLE "survey_assignees" ADD CONSTRAINT "survey_assignees_assignment_id_survey_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."survey_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignees" ADD CONSTRAINT "survey_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_parent_id_survey_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_assignee" FOREIGN KEY ("assignment_id","user_id") REFERENCES "public"."survey_assignees"("assignment_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_assignees_user_idx" ON "survey_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_assignments_survey_idx" ON "survey_assignments" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","sort");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id","status");--> statement-breakpoint
CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
-- A submitted survey response can never change (issue #4): any update or delete of one is refused.
CREATE FUNCTION "survey_responses_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'submitted' THEN
		RAISE EXCEPTION 'survey response % is submitted and cannot change', OLD.id USING ERRCODE = 'check_violation';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "survey_responses_frozen" BEFORE UPDATE OR DELETE ON "survey_responses" FOR EACH ROW EXECUTE FUNCTION "survey_responses_frozen"();
