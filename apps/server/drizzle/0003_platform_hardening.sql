DROP INDEX "notices_list_idx";--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "css_bids_course_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "run_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "css_course_history" ALTER COLUMN "credit" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "css_courses" ALTER COLUMN "credit" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lock_token" uuid;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('done', 'failed');--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("field_type","is_top","publish_time","id","page_type","student_type_id","study_entrance_year","show_direction_key") WHERE "notices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "css_bids_course_idx" ON "css_bids" USING btree ("course_id","round","status","points");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pending_has_time" CHECK ("jobs"."state" <> 'pending' or "jobs"."run_at" is not null);