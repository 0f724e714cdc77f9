-- Lines keep the order they were added in. Timestamps alone cannot promise
-- that: several lines inserted in one request may share a clock reading.
alter table local.line_items add column position bigint generated always as identity;
