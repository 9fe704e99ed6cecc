CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "css_accounts" (
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"budget" integer NOT NULL,
	"available" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	"uses_available" integer NOT NULL,
	"uses_held" integer DEFAULT 0 NOT NULL,
	"uses_spent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "css_accounts_plan_id_student_id_pk" PRIMARY KEY("plan_id","student_id"),
	CONSTRAINT "css_accounts_points" CHECK ("css_accounts"."available" >= 0 and "css_accounts"."held" >= 0 and "css_accounts"."spent" >= 0 and "css_accounts"."available" + "css_accounts"."held" + "css_accounts"."spent" = "css_accounts"."budget"),
	CONSTRAINT "css_accounts_uses" CHECK ("css_accounts"."uses_available" >= 0 and "css_accounts"."uses_held" >= 0 and "css_accounts"."uses_spent" >= 0 and "css_accounts"."uses_available" + "css_accounts"."uses_held" + "css_accounts"."uses_spent" = "css_accounts"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "css_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"plan_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"round" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "css_bids_round" CHECK ("css_bids"."round" in (1, 2)),
	CONSTRAINT "css_bids_points" CHECK ("css_bids"."points" > 0),
	CONSTRAINT "css_bids_status" CHECK ("css_bids"."status" in ('live', 'won', 'lost', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "css_course_history" (
	"student_id" integer NOT NULL,
	"course_number" text NOT NULL,
	"course_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"credit" numeric DEFAULT 0 NOT NULL,
	"is_elective" boolean DEFAULT true NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "css_course_history_student_id_course_number_pk" PRIMARY KEY("student_id","course_number")
);
--> statement-breakpoint
CREATE TABLE "css_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"course_number" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"course_type" integer NOT NULL,
	"teacher" text NOT NULL,
	"credit" numeric DEFAULT 0 NOT NULL,
	"class_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"seat_limit" integer NOT NULL,
	"won_count" integer DEFAULT 0 NOT NULL,
	"clearing_price_first" integer,
	"clearing_price_second" integer,
	CONSTRAINT "css_courses_seats" CHECK ("css_courses"."seat_limit" >= 0 and "css_courses"."won_count" >= 0 and "css_courses"."won_count" <= "css_courses"."seat_limit")
);
--> statement-breakpoint
CREATE TABLE "css_deselect_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"refunded" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "css_deselect_records_bid_id_unique" UNIQUE("bid_id")
);
--> statement-breakpoint
CREATE TABLE "css_max_use_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_type" text NOT NULL,
	"delta" integer NOT NULL,
	"total_after" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "css_plan_years" (
	"plan_id" integer NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "css_plan_years_plan_id_year_pk" PRIMARY KEY("plan_id","year")
);
--> statement-breakpoint
CREATE TABLE "css_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"plan_name_en" text,
	"page_type" text NOT NULL,
	"school_year" text NOT NULL,
	"term" integer NOT NULL,
	"first_begin" timestamp with time zone NOT NULL,
	"first_end" timestamp with time zone NOT NULL,
	"second_begin" timestamp with time zone NOT NULL,
	"second_end" timestamp with time zone NOT NULL,
	"plan_state" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"points_budget" integer NOT NULL,
	"min_point" integer NOT NULL,
	"max_point" integer NOT NULL,
	"max_courses" integer NOT NULL,
	"refund_on_drop" boolean DEFAULT true NOT NULL,
	"optional_course_min_score" numeric DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "css_plans_state" CHECK ("css_plans"."plan_state" between 1 and 8),
	CONSTRAINT "css_plans_page_type" CHECK ("css_plans"."page_type" in ('mba', 'emba')),
	CONSTRAINT "css_plans_windows" CHECK ("css_plans"."first_begin" < "css_plans"."first_end" and "css_plans"."first_end" <= "css_plans"."second_begin" and "css_plans"."second_begin" < "css_plans"."second_end"),
	CONSTRAINT "css_plans_points" CHECK ("css_plans"."min_point" > 0 and "css_plans"."min_point" <= "css_plans"."max_point" and "css_plans"."points_budget" > 0 and "css_plans"."max_courses" > 0)
);
--> statement-breakpoint
CREATE TABLE "css_point_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_type" text NOT NULL,
	"points" integer NOT NULL,
	"total_after" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "css_accounts" ADD CONSTRAINT "css_accounts_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_accounts" ADD CONSTRAINT "css_accounts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_bids" ADD CONSTRAINT "css_bids_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_bids" ADD CONSTRAINT "css_bids_course_id_css_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."css_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_bids" ADD CONSTRAINT "css_bids_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_course_history" ADD CONSTRAINT "css_course_history_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_courses" ADD CONSTRAINT "css_courses_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_deselect_records" ADD CONSTRAINT "css_deselect_records_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_deselect_records" ADD CONSTRAINT "css_deselect_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_deselect_records" ADD CONSTRAINT "css_deselect_records_course_id_css_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."css_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_deselect_records" ADD CONSTRAINT "css_deselect_records_bid_id_css_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."css_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_max_use_log" ADD CONSTRAINT "css_max_use_log_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_max_use_log" ADD CONSTRAINT "css_max_use_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_max_use_log" ADD CONSTRAINT "css_max_use_log_course_id_css_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."css_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_plan_years" ADD CONSTRAINT "css_plan_years_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_point_log" ADD CONSTRAINT "css_point_log_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_point_log" ADD CONSTRAINT "css_point_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_point_log" ADD CONSTRAINT "css_point_log_course_id_css_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."css_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "css_bids_one_live" ON "css_bids" USING btree ("student_id","course_id","round") WHERE "css_bids"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "css_bids_one_won" ON "css_bids" USING btree ("student_id","course_id") WHERE "css_bids"."status" = 'won';--> statement-breakpoint
CREATE INDEX "css_bids_course_idx" ON "css_bids" USING btree ("course_id","round","status");--> statement-breakpoint
CREATE INDEX "css_bids_student_idx" ON "css_bids" USING btree ("student_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "css_courses_plan_number" ON "css_courses" USING btree ("plan_id","course_number");--> statement-breakpoint
CREATE INDEX "css_max_use_log_student_idx" ON "css_max_use_log" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "css_point_log_student_idx" ON "css_point_log" USING btree ("student_id","at");