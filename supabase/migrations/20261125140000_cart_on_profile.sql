-- The customer's open cart follows them from browser to browser.
--
-- The profile keeps the id of the customer's open checkout on the commerce
-- platform, nothing else about the cart: lines, prices and totals stay on the
-- platform, which the shop reads by that id. A signed-in customer reads and
-- writes it on their own row only (row-level security's existing policies on
-- `users`); the select grant already covers every column, the update grant is
-- per column (see the exact_api_grants migration), so this one is added.
--
-- The platform's checkout ids are uuids: anything else is refused, so the
-- column can never carry a path, an address or markup into the shop's
-- requests. Null: no open cart.
alter table public.users add column cart_checkout_id text;

alter table public.users
  add constraint users_cart_checkout_id_form check (
    char_length(cart_checkout_id) = 36
    and cart_checkout_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  );

comment on column public.users.cart_checkout_id is 'The commerce platform''s id of the customer''s open checkout (their cart); null when none. Written by the signed-in customer.';

grant update (cart_checkout_id) on public.users to authenticated;
