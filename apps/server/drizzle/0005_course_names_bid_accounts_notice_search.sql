ALTER TABLE "css_bids" DROP CONSTRAINT "css_bids_plan_id_css_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "css_bids" DROP CONSTRAINT "css_bids_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "css_max_use_log" DROP CONSTRAINT "css_max_use_log_plan_id_css_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "css_max_use_log" DROP CONSTRAINT "css_max_use_log_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "css_point_log" DROP CONSTRAINT "css_point_log_plan_id_css_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "css_point_log" DROP CONSTRAINT "css_point_log_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "css_courses" ADD COLUMN "teacher_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "css_courses" ADD COLUMN "venue_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "css_bids" ADD CONSTRAINT "css_bids_account_fk" FOREIGN KEY ("plan_id","student_id") REFERENCES "public"."css_accounts"("plan_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_max_use_log" ADD CONSTRAINT "css_max_use_log_account_fk" FOREIGN KEY ("plan_id","student_id") REFERENCES "public"."css_accounts"("plan_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_point_log" ADD CONSTRAINT "css_point_log_account_fk" FOREIGN KEY ("plan_id","student_id") REFERENCES "public"."css_accounts"("plan_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_title_grams" ON "notices" USING gin (portal_grams("title"));