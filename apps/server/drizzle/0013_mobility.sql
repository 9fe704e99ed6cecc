CREATE TABLE "mob_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audit_opinion" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mob_exemptions_status" CHECK ("mob_exemptions"."status" in (1, 2, 3, 4)),
	CONSTRAINT "mob_exemptions_files" CHECK (cardinality("mob_exemptions"."file_ids") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mob_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_year_name" text NOT NULL,
	"number" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"exempt_begin" timestamp with time zone,
	"exempt_end" timestamp with time zone,
	"explain" text DEFAULT '' NOT NULL,
	"exempt_explain" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mob_plans_window" CHECK ("mob_plans"."start_time" < "mob_plans"."end_time"),
	CONSTRAINT "mob_plans_exempt_window" CHECK (("mob_plans"."exempt_begin" is null and "mob_plans"."exempt_end" is null) or ("mob_plans"."exempt_begin" < "mob_plans"."exempt_end"))
);
--> statement-breakpoint
CREATE TABLE "mob_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"active_time" text DEFAULT '' NOT NULL,
	"limit_count" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mob_projects_limit" CHECK ("mob_projects"."limit_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mob_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"plan_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"select_time" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mob_selections_status" CHECK ("mob_selections"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "mob_student_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"passport_no" text DEFAULT '' NOT NULL,
	"card_no_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"summary_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"management_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"insurance_policy_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"homework_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"visit_form_file" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mob_student_files_counts" CHECK (cardinality("mob_student_files"."card_no_file") <= 10 and cardinality("mob_student_files"."summary_file") <= 10 and cardinality("mob_student_files"."management_file") <= 10
    and cardinality("mob_student_files"."insurance_policy_file") <= 10 and cardinality("mob_student_files"."homework_file") <= 10 and cardinality("mob_student_files"."visit_form_file") <= 10)
);
--> statement-breakpoint
ALTER TABLE "mob_exemptions" ADD CONSTRAINT "mob_exemptions_plan_id_mob_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mob_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_exemptions" ADD CONSTRAINT "mob_exemptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_exemptions" ADD CONSTRAINT "mob_exemptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_plans" ADD CONSTRAINT "mob_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_projects" ADD CONSTRAINT "mob_projects_plan_id_mob_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mob_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_selections" ADD CONSTRAINT "mob_selections_plan_id_mob_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mob_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_selections" ADD CONSTRAINT "mob_selections_project_id_mob_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."mob_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_selections" ADD CONSTRAINT "mob_selections_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_student_files" ADD CONSTRAINT "mob_student_files_plan_id_mob_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mob_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_student_files" ADD CONSTRAINT "mob_student_files_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mob_exemptions_one_per_plan" ON "mob_exemptions" USING btree ("plan_id","student_id");--> statement-breakpoint
CREATE INDEX "mob_plans_start_idx" ON "mob_plans" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "mob_projects_plan_idx" ON "mob_projects" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mob_selections_one_per_plan" ON "mob_selections" USING btree ("plan_id","student_id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "mob_selections_project_idx" ON "mob_selections" USING btree ("project_id","status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mob_student_files_one_per_plan" ON "mob_student_files" USING btree ("plan_id","student_id");--> statement-breakpoint
-- Written by hand: an application's plan is its project's plan (the one-per-plan index relies on it),
-- held by a composite foreign key onto a unique (id, plan_id) of the projects.
ALTER TABLE "mob_projects" ADD CONSTRAINT "mob_projects_id_plan" UNIQUE ("id", "plan_id");--> statement-breakpoint
ALTER TABLE "mob_selections" ADD CONSTRAINT "mob_selections_project_plan_fk" FOREIGN KEY ("project_id", "plan_id") REFERENCES "mob_projects"("id", "plan_id") ON DELETE restrict;
