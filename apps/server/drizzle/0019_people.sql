CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "people_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"rows" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "people_imports_kind" CHECK ("people_imports"."kind" in ('student', 'staff')),
	CONSTRAINT "people_imports_status" CHECK ("people_imports"."status" in ('previewed', 'confirmed', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
-- Accounts made before people had a kind: whoever holds no student role is staff.
UPDATE "users" SET "kind" = 'staff' WHERE NOT EXISTS (SELECT 1 FROM "user_roles" r WHERE r."user_id" = "users"."id" AND r."role" = 'student');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "campus" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_imports" ADD CONSTRAINT "people_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_ins_user_at_idx" ON "sign_ins" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kind" CHECK ("users"."kind" in ('student', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_left_reason" CHECK ("users"."left_reason" is null or "users"."left_reason" in ('graduated', 'withdrew', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_left_together" CHECK (("users"."left_on" is null) = ("users"."left_reason" is null));