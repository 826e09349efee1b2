CREATE TABLE "memberships" (
	"membership_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"organization_id" integer,
	"member_number" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"expires_at" timestamp with time zone,
	"invoice_status" text,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "memberships_plan_check" CHECK ("memberships"."plan" in ('individual', 'sme', 'organisation', 'institution')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"invitation_id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by_user_id" integer,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organization_invitations_status_check" CHECK ("organization_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked')),
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organization_members_role_check" CHECK ("organization_members"."role" in ('owner', 'admin', 'member'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_decided_by_user_id_users_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_users_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_answered_by_user_id_users_user_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_member_number_key" ON "memberships" USING btree ("member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_waiting_key" ON "memberships" USING btree ("user_id") WHERE "memberships"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","membership_id");--> statement-breakpoint
CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_key" ON "organization_invitations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_pending_key" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organization_invitations_email_idx" ON "organization_invitations" USING btree ("email","status");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_live_key" ON "organization_members" USING btree ("organization_id","user_id") WHERE "organization_members"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_owner_key" ON "organization_members" USING btree ("organization_id") WHERE "organization_members"."role" = 'owner' and "organization_members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id") WHERE "organization_members"."deleted_at" is null;