ALTER TABLE "css_max_use_log" DROP CONSTRAINT "css_max_use_log_course_id_css_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "css_max_use_log" DROP CONSTRAINT "css_max_use_log_account_fk";
--> statement-breakpoint
ALTER TABLE "css_point_log" DROP CONSTRAINT "css_point_log_course_id_css_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "css_point_log" DROP CONSTRAINT "css_point_log_account_fk";
