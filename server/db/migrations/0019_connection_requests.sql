CREATE TABLE "connection_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"requester_user_id" integer NOT NULL,
	"addressee_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "connection_requests_status_check" CHECK ("connection_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "connection_requests_not_self_check" CHECK ("connection_requests"."requester_user_id" <> "connection_requests"."addressee_user_id")
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_requester_user_id_users_user_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_addressee_user_id_users_user_id_fk" FOREIGN KEY ("addressee_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_live_pair_key" ON "connection_requests" USING btree (least("requester_user_id", "addressee_user_id"),greatest("requester_user_id", "addressee_user_id")) WHERE "connection_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "connection_requests_addressee_idx" ON "connection_requests" USING btree ("addressee_user_id","status");--> statement-breakpoint
CREATE INDEX "connection_requests_requester_idx" ON "connection_requests" USING btree ("requester_user_id","status");