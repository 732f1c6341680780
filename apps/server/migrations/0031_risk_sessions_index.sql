DROP INDEX "player_sessions_ip_idx";--> statement-breakpoint
CREATE INDEX "player_sessions_ip_idx" ON "player_sessions" USING btree ("ip","player_id","last_seen_at");