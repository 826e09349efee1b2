CREATE TABLE "content_items" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"hub_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_user_id" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"cover_image" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"deadline" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')) STORED,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."content_type" in ('article', 'video', 'document', 'toolkit', 'opportunity', 'success-story', 'insight'))
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"hub_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"audience_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image" text,
	"visibility" text DEFAULT 'members' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hubs_visibility_check" CHECK ("hubs"."visibility" in ('public', 'members', 'admins'))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_user_id_users_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug_key" ON "content_items" USING btree ("slug") WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_items_tags_idx" ON "content_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "content_items_hubs_idx" ON "content_items" USING gin ("hub_slugs");--> statement-breakpoint
CREATE INDEX "content_items_type_published_idx" ON "content_items" USING btree ("content_type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hubs_slug_key" ON "hubs" USING btree ("slug");