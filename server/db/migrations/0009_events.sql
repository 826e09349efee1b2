CREATE TABLE "event_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"registration_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"single" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"cancelled_at" timestamp with time zone,
	"modified_at" timestamp with time zone,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'waitlisted', 'cancelled', 'checked-in'))
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"ticket_type_id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"price_label" text DEFAULT 'Free' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'event' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"format" text DEFAULT 'in-person' NOT NULL,
	"venue" text,
	"address" text,
	"online_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"capacity" integer,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"organiser_user_id" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"allow_multiple" boolean DEFAULT false NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('event', 'competition')),
	CONSTRAINT "events_format_check" CHECK ("events"."format" in ('in-person', 'online', 'hybrid')),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_feed_tokens" ADD CONSTRAINT "event_feed_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ticket_type_id_event_ticket_types_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("ticket_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_user_id_users_user_id_fk" FOREIGN KEY ("organiser_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_feed_tokens_token_key" ON "event_feed_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_code_key" ON "event_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_live_key" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."single" and "event_registrations"."status" in ('registered', 'waitlisted', 'checked-in');--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","registration_id");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_ticket_types_event_idx" ON "event_ticket_types" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_ticket_types_name_key" ON "event_ticket_types" USING btree ("event_id",lower("name")) WHERE "event_ticket_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_kind_starts_at_idx" ON "events" USING btree ("kind","starts_at") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("organiser_user_id");--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");