DROP INDEX "orders_round_state_idx";--> statement-breakpoint
CREATE INDEX "orders_round_state_id_idx" ON "orders" USING btree ("round_id","state","id");