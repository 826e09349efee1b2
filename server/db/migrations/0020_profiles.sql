CREATE TABLE "typed_profiles" (
	"profile_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"stage" text,
	"sector" text,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"traction" text DEFAULT '' NOT NULL,
	"funding_sought" bigint,
	"pitch_deck" jsonb,
	"website" text,
	"city" text,
	"state" text,
	"visibility" text DEFAULT 'members' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "typed_profiles_kind_check" CHECK ("typed_profiles"."kind" in ('entrepreneur', 'idea', 'incubation', 'venture', 'startup', 'institute')),
	CONSTRAINT "typed_profiles_visibility_check" CHECK ("typed_profiles"."visibility" in ('public', 'members', 'private')),
	CONSTRAINT "typed_profiles_funding_check" CHECK ("typed_profiles"."funding_sought" is null or "typed_profiles"."funding_sought" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "visibility" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "employability" jsonb;--> statement-breakpoint
ALTER TABLE "typed_profiles" ADD CONSTRAINT "typed_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typed_profiles_user_idx" ON "typed_profiles" USING btree ("user_id") WHERE "typed_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "typed_profiles_kind_idx" ON "typed_profiles" USING btree ("kind","visibility") WHERE "typed_profiles"."deleted_at" is null;