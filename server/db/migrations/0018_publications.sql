CREATE TABLE "publication_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"actor_user_id" integer,
	"by_admin" boolean DEFAULT false NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"publication_id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"manuscript_name" text,
	"manuscript_file_name" text,
	"manuscript_size" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"content_id" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "publication_events" ADD CONSTRAINT "publication_events_publication_id_publications_publication_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_events" ADD CONSTRAINT "publication_events_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_user_id_users_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_events_publication_idx" ON "publication_events" USING btree ("publication_id","event_id");--> statement-breakpoint
CREATE INDEX "publications_author_idx" ON "publications" USING btree ("author_user_id","modified_at");--> statement-breakpoint
CREATE INDEX "publications_status_idx" ON "publications" USING btree ("status","submitted_at");