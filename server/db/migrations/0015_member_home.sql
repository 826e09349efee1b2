CREATE TABLE "library_documents" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "library_documents_kind_check" CHECK ("library_documents"."kind" in ('image', 'file'))
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"saved_item_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "saved_items_type_check" CHECK ("saved_items"."item_type" in ('content', 'event', 'program'))
);
--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_documents_stored_name_key" ON "library_documents" USING btree ("stored_name") WHERE "library_documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "library_documents_user_idx" ON "library_documents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_live_key" ON "saved_items" USING btree ("user_id","item_type","item_id") WHERE "saved_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_items_user_time_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS LAST);