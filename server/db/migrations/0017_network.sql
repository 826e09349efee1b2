CREATE TABLE "follows" (
	"follow_id" serial PRIMARY KEY NOT NULL,
	"follower_user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "follows_target_type_check" CHECK ("follows"."target_type" in ('member', 'topic', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"community_type" text,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_profiles_community_check" CHECK ("member_profiles"."community_type" is null or "member_profiles"."community_type" in ('startup', 'investor', 'business', 'government', 'educator', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"organization_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"logo_url" text,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"state" text,
	"city" text,
	"owner_user_id" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organizations_category_check" CHECK ("organizations"."category" in ('startups', 'investors', 'businesses', 'government', 'educators', 'experts'))
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_user_id_users_user_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_live_key" ON "follows" USING btree ("follower_user_id","target_type","target_id") WHERE "follows"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_type","target_id") WHERE "follows"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "member_profiles_community_idx" ON "member_profiles" USING btree ("community_type");--> statement-breakpoint
CREATE INDEX "member_profiles_interests_idx" ON "member_profiles" USING gin ("interests");--> statement-breakpoint
CREATE INDEX "member_profiles_headline_trgm_idx" ON "member_profiles" USING gin ("headline" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key" ON "organizations" USING btree (lower("name")) WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_category_name_idx" ON "organizations" USING btree ("category","name") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);