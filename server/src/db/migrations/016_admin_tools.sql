-- Admin tools (spec 3 New P.O., logistics): which purchase order made a device. A P.O. number is optional, so
-- devices.po alone cannot tie a device to its order.
ALTER TABLE devices ADD COLUMN purchase_order_id integer REFERENCES purchase_orders(id) ON DELETE SET NULL;
CREATE INDEX devices_purchase_order_idx ON devices (purchase_order_id) WHERE purchase_order_id IS NOT NULL;
