CREATE TABLE "onboarding_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'welcome' NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"interested_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "onboarding_progress_step_check" CHECK (step in ('welcome', 'roles', 'profile', 'community', 'done')),
	CONSTRAINT "onboarding_progress_status_check" CHECK (status in ('in_progress', 'skipped', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "idea_cards" (
	"card_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"column_key" text DEFAULT 'ideas' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_cards_column_check" CHECK ("idea_cards"."column_key" in ('ideas', 'exploring', 'validating', 'building'))
);
--> statement-breakpoint
CREATE TABLE "wellbeing_checks" (
	"check_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" integer[] NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellbeing_checks_band_check" CHECK ("wellbeing_checks"."band" in ('thriving', 'steady', 'stretched')),
	CONSTRAINT "wellbeing_checks_score_check" CHECK ("wellbeing_checks"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_cards" ADD CONSTRAINT "idea_cards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellbeing_checks" ADD CONSTRAINT "wellbeing_checks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_cards_user_column_idx" ON "idea_cards" USING btree ("user_id","column_key","position");--> statement-breakpoint
CREATE INDEX "wellbeing_checks_user_time_idx" ON "wellbeing_checks" USING btree ("user_id","created_at" DESC NULLS LAST);