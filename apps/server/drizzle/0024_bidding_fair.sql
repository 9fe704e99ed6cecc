CREATE TABLE "css_course_clearings" (
	"course_id" integer NOT NULL,
	"round" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"bidders" integer NOT NULL,
	"winners" integer NOT NULL,
	"price" integer,
	"lowest_bid" integer,
	"highest_bid" integer,
	CONSTRAINT "css_course_clearings_course_id_round_pk" PRIMARY KEY("course_id","round")
);
--> statement-breakpoint
CREATE TABLE "css_rounds" (
	"plan_id" integer NOT NULL,
	"round" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "css_rounds_plan_id_round_pk" PRIMARY KEY("plan_id","round"),
	CONSTRAINT "css_rounds_round" CHECK ("css_rounds"."round" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "css_bids" ADD COLUMN "paid" integer;--> statement-breakpoint
ALTER TABLE "css_bids" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "css_plans" ADD COLUMN "pricing" text DEFAULT 'uniform' NOT NULL;--> statement-breakpoint
ALTER TABLE "css_course_clearings" ADD CONSTRAINT "css_course_clearings_course_id_css_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."css_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_course_clearings" ADD CONSTRAINT "css_course_clearings_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "css_rounds" ADD CONSTRAINT "css_rounds_plan_id_css_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."css_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "css_course_clearings_plan_idx" ON "css_course_clearings" USING btree ("plan_id","round");--> statement-breakpoint
ALTER TABLE "css_plans" ADD CONSTRAINT "css_plans_pricing" CHECK ("css_plans"."pricing" in ('uniform', 'pay_as_bid'));--> statement-breakpoint
-- hand-written: backfill of issue 29's bidding rules (bidding_fair). Plans made before the pricing rule keep
-- pay-as-bid (new ones default to uniform); wins already cleared cost their own bid; rounds already cleared get
-- their published figures and ranks from their bids, ranked by the rule they were cleared with (points, then placement).
UPDATE "css_plans" SET "pricing" = 'pay_as_bid';--> statement-breakpoint
UPDATE "css_bids" SET "paid" = "points" WHERE "status" = 'won' OR ("status" = 'dropped' AND "resolved_at" IS NOT NULL);--> statement-breakpoint
UPDATE "css_bids" b SET "rank" = r.rk FROM (
  SELECT "id", row_number() OVER (PARTITION BY "course_id", "round" ORDER BY "points" DESC, "seq") AS rk
  FROM "css_bids" WHERE "resolved_at" IS NOT NULL
) r WHERE b."id" = r."id";--> statement-breakpoint
INSERT INTO "css_course_clearings" ("course_id", "round", "plan_id", "seats", "bidders", "winners", "price", "lowest_bid", "highest_bid")
SELECT c."id", r.round, c."plan_id",
  greatest(c."seat_limit" - CASE WHEN r.round = 2 THEN (SELECT count(*) FROM "css_bids" x WHERE x."course_id" = c."id" AND x."round" = 1 AND x."status" = 'won') ELSE 0 END, 0)::int,
  count(b."id")::int, (count(b."id") FILTER (WHERE b."paid" IS NOT NULL))::int,
  CASE WHEN r.round = 1 THEN c."clearing_price_first" ELSE c."clearing_price_second" END, min(b."points"), max(b."points")
FROM "css_courses" c
JOIN "css_plans" p ON p."id" = c."plan_id"
CROSS JOIN (VALUES (1), (2)) AS r(round)
LEFT JOIN "css_bids" b ON b."course_id" = c."id" AND b."round" = r.round AND b."resolved_at" IS NOT NULL
-- An ended plan (8) may have ended before a round was cleared: only rounds with resolved bids count there.
WHERE (r.round = 1 AND p."plan_state" BETWEEN 4 AND 7) OR (r.round = 2 AND p."plan_state" = 7)
  OR (p."plan_state" = 8 AND EXISTS (SELECT 1 FROM "css_bids" y WHERE y."plan_id" = p."id" AND y."round" = r.round AND y."resolved_at" IS NOT NULL))
GROUP BY c."id", r.round, c."plan_id", c."seat_limit", c."clearing_price_first", c."clearing_price_second";
