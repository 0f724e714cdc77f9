-- A checkout's metadata, as the shop sends it at creation (e.g. {"locale": "fr"}
-- for a cart filled on the French pages): string values, returned as they were given.
alter table local.checkouts add column metadata jsonb not null default '{}'::jsonb;
