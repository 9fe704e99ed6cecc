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
ALTER TABLE "term_holidays" ADD CONSTRAINT "term_holidays_term_fk" FOREIGN KEY ("school_year","term") REFERENCES "public"."school_terms"("school_year","term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_holidays_day" ON "term_holidays" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "term_holidays_make_up_day" ON "term_holidays" USING btree ("make_up_day");--> statement-breakpoint
CREATE INDEX "term_holidays_term_idx" ON "term_holidays" USING btree ("school_year","term");--> statement-breakpoint
-- Written by hand (drizzle cannot declare exclusion constraints); keep it when this migration is
-- regenerated. No two terms overlap, whatever their school year: the current term by the database
-- clock is one term, and a holiday's day belongs to one term. Plain GiST on a tstzrange needs no extension.
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&);
