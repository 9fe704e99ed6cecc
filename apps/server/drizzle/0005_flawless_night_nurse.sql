DROP INDEX "css_bids_course_idx";--> statement-breakpoint
DROP INDEX "notices_list_idx";--> statement-breakpoint
CREATE INDEX "css_bids_course_idx" ON "css_bids" USING btree ("course_id","round","status","points","seq");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("field_type","is_top","publish_time","id","page_type","student_type_id","study_entrance_year","show_direction_key") WHERE "notices"."deleted_at" is null;