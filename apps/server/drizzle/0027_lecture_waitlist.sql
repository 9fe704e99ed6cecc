CREATE TABLE "lecture_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lecture_waitlist" ADD CONSTRAINT "lecture_waitlist_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_waitlist" ADD CONSTRAINT "lecture_waitlist_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_waitlist_lecture_student" ON "lecture_waitlist" USING btree ("lecture_id","student_id");--> statement-breakpoint
CREATE INDEX "lecture_waitlist_queue_idx" ON "lecture_waitlist" USING btree ("lecture_id","queued_at","id");--> statement-breakpoint
CREATE INDEX "lecture_waitlist_student_idx" ON "lecture_waitlist" USING btree ("student_id");