-- Generated (drizzle-kit), except that the two columns are added nullable and made NOT NULL after the
-- hand-written backfill below: a database with slots already in it could not take them otherwise.
ALTER TABLE "class_weekly_slots" ADD COLUMN "begin_time" text;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ADD COLUMN "end_time" text;--> statement-breakpoint
-- Written by hand (data backfill): a slot stored before this migration meets at its periods' edges,
-- the times the timetable showed for it until now.
UPDATE "class_weekly_slots" s SET "begin_time" = (SELECT "begin_time" FROM "class_times" WHERE "period" = s."class_start"),
  "end_time" = (SELECT "end_time" FROM "class_times" WHERE "period" = s."class_end");--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ALTER COLUMN "begin_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "class_weekly_slots" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
-- Generated again from here.
ALTER TABLE "class_weekly_slots" ADD CONSTRAINT "class_weekly_slots_times" CHECK ("class_weekly_slots"."begin_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "class_weekly_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "class_weekly_slots"."begin_time" < "class_weekly_slots"."end_time");
