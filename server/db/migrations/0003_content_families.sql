-- Trigram indexes on users (docs/decisions/0011). pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "community_common" (
	"community_common_id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"community_name" text NOT NULL,
	"community_type" text NOT NULL,
	"description" text,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "community_common_type_check" CHECK ("community_common"."community_type" in ('startup', 'investor', 'business', 'government', 'educator', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"notification_body" text NOT NULL,
	"notification_image" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"cdate_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_repo_items" (
	"repoitem_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"repoitem_type" text NOT NULL,
	"repoitem_subtype" text NOT NULL,
	"repoitem_name" text NOT NULL,
	"repoitem_value" jsonb,
	"community_common_id" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_setting_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"course_description" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"module_description" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"phase" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "modules_phase_check" CHECK ("modules"."phase" is null or "modules"."phase" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"program_name" text NOT NULL,
	"program_description" text DEFAULT '' NOT NULL,
	"program_category" text NOT NULL,
	"program_image" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "programs_dates_check" CHECK ("programs"."end_date" is null or "programs"."start_date" is null or "programs"."end_date" >= "programs"."start_date")
);
--> statement-breakpoint
CREATE TABLE "programs_enrolled" (
	"enrollment_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "programs_enrolled_status_check" CHECK ("programs_enrolled"."status" in ('active', 'completed', 'paused', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"unit_id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"unit_type" text NOT NULL,
	"unit_body" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "units_type_check" CHECK ("units"."unit_type" in ('text', 'video', 'file', 'quiz'))
);
--> statement-breakpoint
ALTER TABLE "community_common" ADD CONSTRAINT "community_common_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_parent_user_id_users_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_repo_items" ADD CONSTRAINT "user_repo_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_repo_items" ADD CONSTRAINT "user_repo_items_community_common_id_community_common_community_common_id_fk" FOREIGN KEY ("community_common_id") REFERENCES "public"."community_common"("community_common_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs_enrolled" ADD CONSTRAINT "programs_enrolled_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs_enrolled" ADD CONSTRAINT "programs_enrolled_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_module_id_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_common_owner_idx" ON "community_common" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "community_common_type_idx" ON "community_common" USING btree ("community_type");--> statement-breakpoint
CREATE UNIQUE INDEX "group_users_parent_user_key" ON "group_users" USING btree ("parent_user_id","user_id") WHERE "group_users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "group_users_user_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","cdate_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_repo_items_user_subtype_idx" ON "user_repo_items" USING btree ("user_id","repoitem_subtype");--> statement-breakpoint
CREATE INDEX "user_repo_items_community_idx" ON "user_repo_items" USING btree ("community_common_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_settings_user_key" ON "user_settings" USING btree ("user_id") WHERE "user_settings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "courses_program_seq_idx" ON "courses" USING btree ("program_id","sequence");--> statement-breakpoint
CREATE INDEX "modules_course_seq_idx" ON "modules" USING btree ("course_id","sequence");--> statement-breakpoint
CREATE INDEX "programs_category_idx" ON "programs" USING btree ("program_category");--> statement-breakpoint
CREATE INDEX "programs_start_date_idx" ON "programs" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_enrolled_user_program_key" ON "programs_enrolled" USING btree ("user_id","program_id") WHERE "programs_enrolled"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "programs_enrolled_program_idx" ON "programs_enrolled" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "units_module_seq_idx" ON "units" USING btree ("module_id","sequence");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");