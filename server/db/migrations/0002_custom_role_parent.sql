ALTER TABLE "roles" ADD COLUMN "role_parent_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "privileges_role_menu_key" ON "privileges" USING btree ("role_id","privilege_menu_id");