CREATE TABLE "personal_info_emergency_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_first" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_info_emergency_contacts_name_len" CHECK (char_length("personal_info_emergency_contacts"."name") between 1 and 40),
	CONSTRAINT "personal_info_emergency_contacts_phone_len" CHECK (char_length("personal_info_emergency_contacts"."phone") between 1 and 21)
);
--> statement-breakpoint
CREATE TABLE "personal_info_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"is_top500" boolean,
	"is_china_top500" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_info_records_company_len" CHECK (char_length("personal_info_records"."company") <= 100),
	CONSTRAINT "personal_info_records_position_len" CHECK (char_length("personal_info_records"."position") <= 60)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "personal_info_emergency_contacts" ADD CONSTRAINT "personal_info_emergency_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_info_records" ADD CONSTRAINT "personal_info_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_info_emergency_contacts_user_idx" ON "personal_info_emergency_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_info_emergency_contacts_one_first" ON "personal_info_emergency_contacts" USING btree ("user_id") WHERE "personal_info_emergency_contacts"."is_first";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;