CREATE TABLE "assessments" (
	"assessment_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"assessment_name" text NOT NULL,
	"response_for_type" text NOT NULL,
	"institute_name" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sample_stats" (
	"stat_id" serial PRIMARY KEY NOT NULL,
	"stat_name" text NOT NULL,
	"module_id" integer,
	"parent_stat_id" integer,
	"category" text NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stat_scores" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"stat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_period" text NOT NULL,
	"score_value" double precision NOT NULL,
	"score_unit" text NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_details" (
	"study_detail_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"study_type" text,
	"study_year" integer,
	"institute_name" text,
	"field_of_study" text,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_stats" ADD CONSTRAINT "sample_stats_module_id_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_scores" ADD CONSTRAINT "stat_scores_stat_id_sample_stats_stat_id_fk" FOREIGN KEY ("stat_id") REFERENCES "public"."sample_stats"("stat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_scores" ADD CONSTRAINT "stat_scores_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_details" ADD CONSTRAINT "study_details_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sample_stats_category_idx" ON "sample_stats" USING btree ("category");--> statement-breakpoint
CREATE INDEX "stat_scores_user_stat_idx" ON "stat_scores" USING btree ("user_id","stat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_scores_user_stat_period_key" ON "stat_scores" USING btree ("user_id","stat_id","time_period") WHERE "stat_scores"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "study_details_user_key" ON "study_details" USING btree ("user_id") WHERE "study_details"."deleted_at" is null;