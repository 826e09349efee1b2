CREATE TABLE "collab_calls" (
	"call_id" serial PRIMARY KEY NOT NULL,
	"poster_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"need" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"community_type" text,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "collab_calls_status_check" CHECK ("collab_calls"."status" in ('open', 'closed')),
	CONSTRAINT "collab_calls_community_check" CHECK ("collab_calls"."community_type" is null or "collab_calls"."community_type" in ('startup', 'investor', 'business', 'government', 'educator', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "collab_interests" (
	"interest_id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "collab_interests_status_check" CHECK ("collab_interests"."status" in ('pending', 'picked', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "collab_calls" ADD CONSTRAINT "collab_calls_poster_user_id_users_user_id_fk" FOREIGN KEY ("poster_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_calls" ADD CONSTRAINT "collab_calls_conversation_id_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("conversation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_interests" ADD CONSTRAINT "collab_interests_call_id_collab_calls_call_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."collab_calls"("call_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_interests" ADD CONSTRAINT "collab_interests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_calls_status_deadline_idx" ON "collab_calls" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "collab_calls_poster_idx" ON "collab_calls" USING btree ("poster_user_id");--> statement-breakpoint
CREATE INDEX "collab_calls_skills_idx" ON "collab_calls" USING gin ("skills");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_interests_call_user_idx" ON "collab_interests" USING btree ("call_id","user_id");--> statement-breakpoint
CREATE INDEX "collab_interests_user_idx" ON "collab_interests" USING btree ("user_id");