CREATE TABLE "forum_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"community_common_id" integer,
	"created_by" integer DEFAULT 0 NOT NULL,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_post_mentions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "forum_post_mentions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"post_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"quote_post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "forum_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reactions_post_id_user_id_emoji_pk" PRIMARY KEY("post_id","user_id","emoji"),
	CONSTRAINT "forum_reactions_emoji_check" CHECK ("forum_reactions"."emoji" in ('thumbs_up', 'heart', 'laugh', 'tada', 'bulb', 'eyes'))
);
--> statement-breakpoint
CREATE TABLE "forum_read_state" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"last_read_post_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_read_state_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "forum_reports_status_check" CHECK ("forum_reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "forum_reports_reason_check" CHECK ("forum_reports"."reason" in ('spam', 'abuse', 'off_topic', 'other'))
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"topic_id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"user_id" integer NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_number" integer DEFAULT 1 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')) STORED
);
--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_community_common_id_community_common_community_common_id_fk" FOREIGN KEY ("community_common_id") REFERENCES "public"."community_common"("community_common_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_mentions" ADD CONSTRAINT "forum_post_mentions_post_id_forum_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_mentions" ADD CONSTRAINT "forum_post_mentions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_topic_id_forum_topics_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("topic_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_post_id_forum_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_read_state" ADD CONSTRAINT "forum_read_state_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_read_state" ADD CONSTRAINT "forum_read_state_topic_id_forum_topics_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("topic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_user_id_users_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_category_id_forum_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug_key" ON "forum_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_community_key" ON "forum_categories" USING btree ("community_common_id");--> statement-breakpoint
CREATE INDEX "forum_post_mentions_user_idx" ON "forum_post_mentions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_topic_number_key" ON "forum_posts" USING btree ("topic_id","post_number");--> statement-breakpoint
CREATE INDEX "forum_posts_user_created_idx" ON "forum_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_post_reporter_key" ON "forum_reports" USING btree ("post_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "forum_topics_list_idx" ON "forum_topics" USING btree ("pinned" DESC NULLS LAST,"last_post_at" DESC NULLS LAST,"topic_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_list_idx" ON "forum_topics" USING btree ("category_id","pinned" DESC NULLS LAST,"last_post_at" DESC NULLS LAST,"topic_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_search_idx" ON "forum_topics" USING gin ("search");