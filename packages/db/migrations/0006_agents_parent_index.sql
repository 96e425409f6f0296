DROP INDEX "agents_parent";--> statement-breakpoint
CREATE INDEX "agents_parent" ON "agents" USING btree ("parent_id","created_at" DESC NULLS LAST,"agent_code" DESC NULLS LAST);