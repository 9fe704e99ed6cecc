-- A staff number or an e-mail (without case) names one person. Databases seeded before this gave two
-- demo accounts one staff number (counsellor02 and mentor01): the later account loses it, to be filled in
-- again on the people page, rather than the migration fail.
UPDATE "users" SET "hr_user_id" = NULL WHERE "hr_user_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" o WHERE o."hr_user_id" = "users"."hr_user_id" AND o."id" < "users"."id");--> statement-breakpoint
UPDATE "users" SET "hr_user_id" = 'S0010' WHERE "username" = 'counsellor02' AND "hr_user_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o."hr_user_id" = 'S0010');--> statement-breakpoint
CREATE UNIQUE INDEX "users_hr_user_id_unique" ON "users" USING btree ("hr_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));
