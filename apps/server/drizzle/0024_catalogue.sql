CREATE TABLE "cohort_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"entrance_year" integer NOT NULL,
	CONSTRAINT "cohorts_page_type" CHECK ("cohorts"."page_type" in ('mba', 'emba', 'benyan', 'master', 'phd')),
	CONSTRAINT "cohorts_entrance_year" CHECK ("cohorts"."entrance_year" between 1950 and 2100)
);
--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD COLUMN "programmes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD COLUMN "language" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_classes" ADD CONSTRAINT "cohort_classes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_classes_code" ON "cohort_classes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_classes_name_cn" ON "cohort_classes" USING btree ("name_cn");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_programme_year" ON "cohorts" USING btree ("page_type","entrance_year");--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD CONSTRAINT "teaching_courses_programmes" CHECK ("teaching_courses"."programmes" <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]);--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD CONSTRAINT "teaching_courses_language" CHECK ("teaching_courses"."language" in ('zh', 'en', 'bilingual'));--> statement-breakpoint
-- Hand-written data backfill (not generated; keep it when the migration is regenerated at merge):
-- a course already taught is offered to the programmes of its classes.
UPDATE "teaching_courses" c SET "programmes" = s.programmes
FROM (SELECT "course_id", array_agg(DISTINCT "page_type" ORDER BY "page_type") AS programmes FROM "start_classes" GROUP BY "course_id") s
WHERE s."course_id" = c."id";
