-- Where the hosted checkout sends the shopper once paid: the shop host's proxy
-- sets it on every checkout it creates, to its own return route
-- (`{home}/surecart/redirect`), as SureCart's WordPress plugin does.
alter table local.checkouts add column return_url text;
