-- Generated (drizzle-kit) from the merged schema of issue 27 (terms calendar, catalogue, class times),
-- with three hand-written parts marked below; keep them when this migration is regenerated.
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
CREATE TABLE "term_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_year" integer NOT NULL,
	"term" smallint NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"make_up_day" date,
	CONSTRAINT "term_holidays_make_up_other_day" CHECK ("term_holidays"."make_up_day" is null or "term_holidays"."make_up_day" <> "term_holidays"."day")
);
--> statement-breakpoint
-- By hand: the slot times are added nullable and made NOT NULL after the backfill; a database with
-- slots already in it could not take them otherwise. A slot stored before this migration meets at its
-- periods' edges, the times the timetable showed for it until now.
ALTER TABLE "class_weekly_slots" ADD COLUMN "begin_time" text;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD COLUMN "end_time" text;--> statement-breakpoint
UPDATE "class_weekly_slots" s SET "begin_time" = (SELECT "begin_time" FROM "class_times" WHERE "period" = s."class_start"),
  "end_time" = (SELECT "end_time" FROM "class_times" WHERE "period" = s."class_end");--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ALTER COLUMN "begin_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD COLUMN "programmes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD COLUMN "language" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_classes" ADD CONSTRAINT "cohort_classes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_holidays" ADD CONSTRAINT "term_holidays_term_fk" FOREIGN KEY ("school_year","term") REFERENCES "public"."school_terms"("school_year","term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_classes_code" ON "cohort_classes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_classes_name_cn" ON "cohort_classes" USING btree ("name_cn");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_programme_year" ON "cohorts" USING btree ("page_type","entrance_year");--> statement-breakpoint
CREATE UNIQUE INDEX "term_holidays_day" ON "term_holidays" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "term_holidays_make_up_day" ON "term_holidays" USING btree ("make_up_day");--> statement-breakpoint
CREATE INDEX "term_holidays_term_idx" ON "term_holidays" USING btree ("school_year","term");--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD CONSTRAINT "class_weekly_slots_times" CHECK ("class_weekly_slots"."begin_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "class_weekly_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "class_weekly_slots"."begin_time" < "class_weekly_slots"."end_time");--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD CONSTRAINT "teaching_courses_programmes" CHECK ("teaching_courses"."programmes" <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]);--> statement-breakpoint
ALTER TABLE "teaching_courses" ADD CONSTRAINT "teaching_courses_language" CHECK ("teaching_courses"."language" in ('zh', 'en', 'bilingual'));;--> statement-breakpoint
-- By hand (data backfill): a course already taught is offered to the programmes of its classes.
UPDATE "teaching_courses" c SET "programmes" = s.programmes
FROM (SELECT "course_id", array_agg(DISTINCT "page_type" ORDER BY "page_type") AS programmes FROM "start_classes" GROUP BY "course_id") s
WHERE s."course_id" = c."id";--> statement-breakpoint
-- By hand (drizzle cannot declare exclusion constraints). No two terms overlap, whatever their school
-- year: the current term by the database clock is one term, and a holiday's day belongs to one term.
-- Plain GiST on a tstzrange needs no extension.
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&);
