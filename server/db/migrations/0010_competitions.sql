CREATE TABLE "competition_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"lead_user_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"members" text[] DEFAULT '{}'::text[] NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"pitch_deck_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "competition_entries_status_check" CHECK ("competition_entries"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "competition_judges" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_judges_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_scores" (
	"entry_id" integer NOT NULL,
	"judge_user_id" integer NOT NULL,
	"criterion" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_scores_entry_id_judge_user_id_criterion_pk" PRIMARY KEY("entry_id","judge_user_id","criterion"),
	CONSTRAINT "competition_scores_score_check" CHECK ("competition_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competition_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"submission_deadline" timestamp with time zone,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leaderboard_published" boolean DEFAULT false NOT NULL,
	"leaderboard_published_at" timestamp with time zone,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_lead_user_id_users_user_id_fk" FOREIGN KEY ("lead_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_scores" ADD CONSTRAINT "competition_scores_entry_id_competition_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_scores" ADD CONSTRAINT "competition_scores_judge_user_id_users_user_id_fk" FOREIGN KEY ("judge_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_settings" ADD CONSTRAINT "competition_settings_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_one_per_lead_key" ON "competition_entries" USING btree ("event_id","lead_user_id");--> statement-breakpoint
CREATE INDEX "competition_entries_event_idx" ON "competition_entries" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "competition_judges_user_idx" ON "competition_judges" USING btree ("user_id");