-- Money in 64-bit columns: a large order (many lines of 999 bikes) overflows 32 bits.
alter table local.checkouts
  alter column shipping_amount type bigint,
  alter column tax_amount type bigint;
alter table local.line_items alter column unit_amount type bigint;
alter table local.orders alter column total_amount type bigint;

-- One line per price and variant in a checkout, so adds can merge by upsert
-- even when they race. Lines that were added twice before are merged first,
-- into the earliest, their quantity summed up to the cap of 999.
with merged as (
  select min(position) as keep, checkout_id, price_id, variant_id, least(sum(quantity), 999) as quantity
  from local.line_items
  group by checkout_id, price_id, variant_id
  having count(*) > 1
)
update local.line_items l set quantity = merged.quantity
from merged where l.position = merged.keep;

delete from local.line_items l
using local.line_items kept
where kept.checkout_id = l.checkout_id
  and kept.price_id = l.price_id
  and kept.variant_id is not distinct from l.variant_id
  and kept.position < l.position;

alter table local.line_items
  add constraint line_items_one_per_price_variant unique nulls not distinct (checkout_id, price_id, variant_id);

alter table local.line_items add constraint line_items_quantity_cap check (quantity <= 999);
