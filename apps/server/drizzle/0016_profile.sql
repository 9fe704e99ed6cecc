CREATE TABLE "profile_base_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"card_type" text DEFAULT '' NOT NULL,
	"id_card_no" text DEFAULT '' NOT NULL,
	"father_occupation" text DEFAULT '' NOT NULL,
	"father_education_key" text,
	"mother_occupation" text DEFAULT '' NOT NULL,
	"mother_education_key" text,
	"political" text,
	"marriage_status_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_base_infos_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "profile_base_infos_lengths" CHECK (char_length("profile_base_infos"."father_occupation") <= 40 and char_length("profile_base_infos"."mother_occupation") <= 40 and char_length("profile_base_infos"."card_type") <= 20 and char_length("profile_base_infos"."id_card_no") <= 30)
);
--> statement-breakpoint
CREATE TABLE "profile_cadres" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"begin_date" text NOT NULL,
	"end_date" text,
	"college" text DEFAULT '' NOT NULL,
	"is_cadre" boolean DEFAULT false NOT NULL,
	"org_name" text NOT NULL,
	"position" text NOT NULL,
	CONSTRAINT "profile_cadres_months" CHECK ("profile_cadres"."begin_date" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ("profile_cadres"."end_date" is null or ("profile_cadres"."end_date" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "profile_cadres"."end_date" >= "profile_cadres"."begin_date"))),
	CONSTRAINT "profile_cadres_lengths" CHECK (char_length("profile_cadres"."college") <= 50 and char_length("profile_cadres"."org_name") <= 50 and char_length("profile_cadres"."position") <= 40)
);
--> statement-breakpoint
CREATE TABLE "profile_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"college" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"student_direction_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_degrees_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "profile_degrees_lengths" CHECK (char_length("profile_degrees"."school") <= 40 and char_length("profile_degrees"."college") <= 40 and char_length("profile_degrees"."major") <= 40)
);
--> statement-breakpoint
CREATE TABLE "profile_intention_dic" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_intentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"intention_key1" integer NOT NULL,
	"intention_key2" integer,
	"intention_key3" integer,
	"consideration_type" text NOT NULL,
	"direction_key1" text NOT NULL,
	"direction_key2" text NOT NULL,
	"direction_key3" text NOT NULL,
	"direction_key4" text NOT NULL,
	"direction_key5" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_intentions_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "profile_intentions_type" CHECK ("profile_intentions"."consideration_type" in ('MBAChoose', 'BSBChoose')),
	CONSTRAINT "profile_intentions_distinct" CHECK ("profile_intentions"."intention_key2" is distinct from "profile_intentions"."intention_key1" and "profile_intentions"."intention_key3" is distinct from "profile_intentions"."intention_key1"
    and ("profile_intentions"."intention_key3" is null or "profile_intentions"."intention_key3" is distinct from "profile_intentions"."intention_key2")),
	CONSTRAINT "profile_intentions_directions" CHECK ("profile_intentions"."direction_key1" <> "profile_intentions"."direction_key2" and "profile_intentions"."direction_key1" <> "profile_intentions"."direction_key3" and "profile_intentions"."direction_key1" <> "profile_intentions"."direction_key4" and "profile_intentions"."direction_key1" <> "profile_intentions"."direction_key5" and "profile_intentions"."direction_key2" <> "profile_intentions"."direction_key3" and "profile_intentions"."direction_key2" <> "profile_intentions"."direction_key4" and "profile_intentions"."direction_key2" <> "profile_intentions"."direction_key5" and "profile_intentions"."direction_key3" <> "profile_intentions"."direction_key4" and "profile_intentions"."direction_key3" <> "profile_intentions"."direction_key5" and "profile_intentions"."direction_key4" <> "profile_intentions"."direction_key5")
);
--> statement-breakpoint
CREATE TABLE "profile_other_edus" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"college" text NOT NULL,
	"entrance_way_key" text,
	"major" text DEFAULT '' NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	CONSTRAINT "profile_other_edus_lengths" CHECK (char_length("profile_other_edus"."college") between 1 and 50 and char_length("profile_other_edus"."major") <= 40 and char_length("profile_other_edus"."degree") <= 10)
);
--> statement-breakpoint
CREATE TABLE "profile_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"name" text NOT NULL,
	"magazine_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "profile_papers_lengths" CHECK (char_length("profile_papers"."name") <= 60 and char_length("profile_papers"."magazine_name") <= 50)
);
--> statement-breakpoint
CREATE TABLE "profile_practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"company_name" text NOT NULL,
	"enterprise_property_key" text,
	"enterprise_industry_key" text,
	"dept_name" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_continue_to_employ" boolean DEFAULT false NOT NULL,
	CONSTRAINT "profile_practices_range" CHECK ("profile_practices"."end_date" is null or "profile_practices"."end_date" >= "profile_practices"."begin_date"),
	CONSTRAINT "profile_practices_lengths" CHECK (char_length("profile_practices"."company_name") <= 50 and char_length("profile_practices"."dept_name") <= 40 and char_length("profile_practices"."position") <= 40
    and char_length("profile_practices"."address") <= 60)
);
--> statement-breakpoint
CREATE TABLE "profile_recruits" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"student_province" text DEFAULT '' NOT NULL,
	"ethnic_groups" text DEFAULT '' NOT NULL,
	"gaokao_point" double precision,
	"total_points" double precision,
	"province_ranking" integer,
	"city_ranking" integer,
	"liberal_or_science_key" text,
	"is_good_at_sport" boolean,
	"good_at_sport_reason" text DEFAULT '' NOT NULL,
	"entrance_way_key1" text,
	"entrance_way_key2" text,
	"entrance_way_key3" text,
	"baccalaureate_college" text DEFAULT '' NOT NULL,
	"master_school" text DEFAULT '' NOT NULL,
	"doctor_college" text DEFAULT '' NOT NULL,
	"major1" text DEFAULT '' NOT NULL,
	"major2" text DEFAULT '' NOT NULL,
	"major3" text DEFAULT '' NOT NULL,
	"degree1" text DEFAULT '' NOT NULL,
	"degree2" text DEFAULT '' NOT NULL,
	"degree3" text DEFAULT '' NOT NULL,
	"is_worked" boolean,
	"is_have_other_edu" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_recruits_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "profile_recruits_lengths" CHECK (char_length("profile_recruits"."good_at_sport_reason") <= 30 and char_length("profile_recruits"."baccalaureate_college") <= 50 and char_length("profile_recruits"."master_school") <= 50
    and char_length("profile_recruits"."doctor_college") <= 50 and char_length("profile_recruits"."major1") <= 40 and char_length("profile_recruits"."major2") <= 40 and char_length("profile_recruits"."major3") <= 40
    and char_length("profile_recruits"."degree1") <= 10 and char_length("profile_recruits"."degree2") <= 10 and char_length("profile_recruits"."degree3") <= 10),
	CONSTRAINT "profile_recruits_sport_reason" CHECK ("profile_recruits"."is_good_at_sport" is true or "profile_recruits"."good_at_sport_reason" = '')
);
--> statement-breakpoint
CREATE TABLE "profile_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"sort" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"money_or_time" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"is_poverty" boolean DEFAULT false NOT NULL,
	"is_student_grant" boolean DEFAULT false NOT NULL,
	CONSTRAINT "profile_rewards_type" CHECK ("profile_rewards"."type" in ('JJ', 'ZJ', 'JL', 'CF')),
	CONSTRAINT "profile_rewards_lengths" CHECK (char_length("profile_rewards"."name") <= 40 and char_length("profile_rewards"."level") <= 20 and char_length("profile_rewards"."money_or_time") <= 10 and char_length("profile_rewards"."memo") <= 50)
);
--> statement-breakpoint
CREATE TABLE "profile_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"sort" smallint NOT NULL,
	"name" text NOT NULL,
	"score_or_proficiency_des" text DEFAULT '' NOT NULL,
	"proficiency_key" text,
	CONSTRAINT "profile_skills_type" CHECK ("profile_skills"."type" in ('E', 'O', 'R', 'B', 'C') and ("profile_skills"."type" = 'C') = ("profile_skills"."proficiency_key" is not null)),
	CONSTRAINT "profile_skills_lengths" CHECK (char_length("profile_skills"."name") <= 50 and char_length("profile_skills"."score_or_proficiency_des") <= 20)
);
--> statement-breakpoint
CREATE TABLE "profile_studies" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"estimated_graduation_date" text,
	"doctoral_exam_key" text,
	"major" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_studies_exam" CHECK ("profile_studies"."doctoral_exam_key" is null or "profile_studies"."doctoral_exam_key" in ('1', '2', '3')),
	CONSTRAINT "profile_studies_major" CHECK (char_length("profile_studies"."major") <= 40),
	CONSTRAINT "profile_studies_month" CHECK ("profile_studies"."estimated_graduation_date" is null or "profile_studies"."estimated_graduation_date" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "profile_work_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"work_duration" double precision,
	"company_name" text NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"begin_date" date,
	"end_date" date,
	"address" text DEFAULT '' NOT NULL,
	"enterprise_property_key" text,
	"enterprise_industry_key" text,
	"annual_salary" text DEFAULT '' NOT NULL,
	CONSTRAINT "profile_work_infos_lengths" CHECK (char_length("profile_work_infos"."company_name") <= 50 and char_length("profile_work_infos"."dept_name") <= 40 and char_length("profile_work_infos"."position") <= 40
    and char_length("profile_work_infos"."address") <= 60 and char_length("profile_work_infos"."annual_salary") <= 10),
	CONSTRAINT "profile_work_infos_range" CHECK ("profile_work_infos"."end_date" is null or "profile_work_infos"."begin_date" is null or "profile_work_infos"."end_date" >= "profile_work_infos"."begin_date"),
	CONSTRAINT "profile_work_infos_duration" CHECK ("profile_work_infos"."work_duration" is null or "profile_work_infos"."work_duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profile_base_infos" ADD CONSTRAINT "profile_base_infos_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cadres" ADD CONSTRAINT "profile_cadres_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_degrees" ADD CONSTRAINT "profile_degrees_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_intentions" ADD CONSTRAINT "profile_intentions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_intentions" ADD CONSTRAINT "profile_intentions_intention_key1_profile_intention_dic_id_fk" FOREIGN KEY ("intention_key1") REFERENCES "public"."profile_intention_dic"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_intentions" ADD CONSTRAINT "profile_intentions_intention_key2_profile_intention_dic_id_fk" FOREIGN KEY ("intention_key2") REFERENCES "public"."profile_intention_dic"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_intentions" ADD CONSTRAINT "profile_intentions_intention_key3_profile_intention_dic_id_fk" FOREIGN KEY ("intention_key3") REFERENCES "public"."profile_intention_dic"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_other_edus" ADD CONSTRAINT "profile_other_edus_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_papers" ADD CONSTRAINT "profile_papers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_practices" ADD CONSTRAINT "profile_practices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_recruits" ADD CONSTRAINT "profile_recruits_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_rewards" ADD CONSTRAINT "profile_rewards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skills" ADD CONSTRAINT "profile_skills_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_studies" ADD CONSTRAINT "profile_studies_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_work_infos" ADD CONSTRAINT "profile_work_infos_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_cadres_student_idx" ON "profile_cadres" USING btree ("student_id","sort");--> statement-breakpoint
CREATE INDEX "profile_other_edus_student_idx" ON "profile_other_edus" USING btree ("student_id","sort");--> statement-breakpoint
CREATE INDEX "profile_papers_student_idx" ON "profile_papers" USING btree ("student_id","sort");--> statement-breakpoint
CREATE INDEX "profile_practices_student_idx" ON "profile_practices" USING btree ("student_id","sort");--> statement-breakpoint
CREATE INDEX "profile_rewards_student_idx" ON "profile_rewards" USING btree ("student_id","type","sort");--> statement-breakpoint
CREATE INDEX "profile_skills_student_idx" ON "profile_skills" USING btree ("student_id","type","sort");--> statement-breakpoint
CREATE INDEX "profile_work_infos_student_idx" ON "profile_work_infos" USING btree ("student_id","sort");