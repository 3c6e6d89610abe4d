-- Roles by duty. The accounts made before roles existed could do everything: they keep every role until
-- a 최고 관리자 narrows them on the accounts screen.
ALTER TABLE "admin_users" ALTER COLUMN "roles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "roles" SET DATA TYPE text[] USING ARRAY['content','rounds','review','privacy','accounts']::text[];--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "roles" SET DEFAULT '{}'::text[];
