-- Player login failures move to the shared table (kind player), so locks in force survive the upgrade.
INSERT INTO "login_failures" ("id", "kind", "scope", "key", "created_at") SELECT "id", 'player', "scope", "key", "created_at" FROM "player_login_failures";--> statement-breakpoint
DROP TABLE "player_login_failures" CASCADE;
