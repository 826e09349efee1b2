ALTER TABLE "otp_codes" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requested_ip" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending" jsonb;--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("requested_ip","created_at");