CREATE TABLE "announcements" (
	"announcement_id" serial PRIMARY KEY NOT NULL,
	"notification_type" text NOT NULL,
	"notification_body" text NOT NULL,
	"notification_image" text,
	"notification_link" text,
	"role_id" integer,
	"cdate_time" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_time" timestamp with time zone,
	"created_by" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
CREATE INDEX "announcements_pending_idx" ON "announcements" USING btree ("announcement_id") WHERE "announcements"."stored_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_announcement_user_key" ON "notifications" USING btree ("announcement_id","user_id") WHERE "notifications"."announcement_id" is not null;