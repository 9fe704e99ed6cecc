ALTER TABLE "css_course_history" ALTER COLUMN "credit" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "css_courses" ALTER COLUMN "credit" SET DATA TYPE numeric(5, 2);