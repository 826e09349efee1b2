CREATE TABLE "community_applications" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "community_applications_status_check" CHECK ("community_applications"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "community_opportunities" (
	"opportunity_id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"community_common_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"commitment" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "community_opportunities_kind_check" CHECK ("community_opportunities"."kind" in ('volunteer', 'mentoring'))
);
--> statement-breakpoint
CREATE TABLE "community_space_members" (
	"membership_id" serial PRIMARY KEY NOT NULL,
	"community_common_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_applications" ADD CONSTRAINT "community_applications_opportunity_id_community_opportunities_opportunity_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."community_opportunities"("opportunity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_applications" ADD CONSTRAINT "community_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_opportunities" ADD CONSTRAINT "community_opportunities_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_opportunities" ADD CONSTRAINT "community_opportunities_community_common_id_community_common_community_common_id_fk" FOREIGN KEY ("community_common_id") REFERENCES "public"."community_common"("community_common_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_space_members" ADD CONSTRAINT "community_space_members_community_common_id_community_common_community_common_id_fk" FOREIGN KEY ("community_common_id") REFERENCES "public"."community_common"("community_common_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_space_members" ADD CONSTRAINT "community_space_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_applications_key" ON "community_applications" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "community_applications_user_idx" ON "community_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_opportunities_kind_idx" ON "community_opportunities" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_opportunities_owner_idx" ON "community_opportunities" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_space_members_key" ON "community_space_members" USING btree ("community_common_id","user_id");--> statement-breakpoint
CREATE INDEX "community_space_members_user_idx" ON "community_space_members" USING btree ("user_id");