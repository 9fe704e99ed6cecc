CREATE TABLE "meal_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cutoff_minutes" smallint DEFAULT 1020 NOT NULL,
	"survey_id" integer,
	"survey_assignment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_menus_range" CHECK ("meal_menus"."start_date" <= "meal_menus"."end_date"),
	CONSTRAINT "meal_menus_cutoff" CHECK ("meal_menus"."cutoff_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "meal_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"reserve_date" date NOT NULL,
	"lunch" boolean NOT NULL,
	"dinner" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_menus" ADD CONSTRAINT "meal_menus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_reservations" ADD CONSTRAINT "meal_reservations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_reservations" ADD CONSTRAINT "meal_reservations_menu_id_meal_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."meal_menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_menus_dates" ON "meal_menus" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_reservations_one_per_day" ON "meal_reservations" USING btree ("student_id","reserve_date");--> statement-breakpoint
CREATE INDEX "meal_reservations_date" ON "meal_reservations" USING btree ("reserve_date");--> statement-breakpoint
CREATE INDEX "meal_reservations_menu" ON "meal_reservations" USING btree ("menu_id");