CREATE TABLE "dd_programme_reviewers" (
	"project_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dd_programme_reviewers_project_id_reviewer_id_pk" PRIMARY KEY("project_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "dd_review_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_manage_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"max_score" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "dd_review_criteria_max" CHECK ("dd_review_criteria"."max_score" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "dd_review_scores" (
	"sheet_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "dd_review_scores_sheet_id_criterion_id_pk" PRIMARY KEY("sheet_id","criterion_id"),
	CONSTRAINT "dd_review_scores_score" CHECK ("dd_review_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dd_review_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dd_review_sheets_comment" CHECK (char_length("dd_review_sheets"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "dd_signups" ADD COLUMN "review_decision" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dd_signups" ADD COLUMN "review_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dd_programme_reviewers" ADD CONSTRAINT "dd_programme_reviewers_project_id_dd_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."dd_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_programme_reviewers" ADD CONSTRAINT "dd_programme_reviewers_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_review_criteria" ADD CONSTRAINT "dd_review_criteria_apply_manage_id_dd_apply_manages_id_fk" FOREIGN KEY ("apply_manage_id") REFERENCES "public"."dd_apply_manages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_review_scores" ADD CONSTRAINT "dd_review_scores_sheet_id_dd_review_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."dd_review_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_review_scores" ADD CONSTRAINT "dd_review_scores_criterion_id_dd_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."dd_review_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_review_sheets" ADD CONSTRAINT "dd_review_sheets_signup_id_dd_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."dd_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dd_review_sheets" ADD CONSTRAINT "dd_review_sheets_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dd_programme_reviewers_reviewer_idx" ON "dd_programme_reviewers" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "dd_review_criteria_manage_idx" ON "dd_review_criteria" USING btree ("apply_manage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dd_review_sheets_one_per_reviewer" ON "dd_review_sheets" USING btree ("signup_id","reviewer_id");--> statement-breakpoint
ALTER TABLE "dd_signups" ADD CONSTRAINT "dd_signups_review_decision" CHECK ("dd_signups"."review_decision" in (0, 1, 2));