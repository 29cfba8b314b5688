-- The directory's pages come in folder order (path, then name, naturally sorted, then id) over a company's active,
-- in-service devices. Without an index in that order PostgreSQL compared every device of the company with the ICU
-- collation on each page: about 10 ms of its CPU a request at 10,000 devices, 0.1 ms through this index, which
-- hands the first rows over already sorted. Partial, as the directory lists only active, in-service devices unless
-- asked otherwise; a device's messages change none of these columns, so ingestion's updates stay HOT.
CREATE INDEX IF NOT EXISTS devices_directory_order
  ON devices (company_id, (path COLLATE natural_sort), (name COLLATE natural_sort), id)
  WHERE is_active AND in_service;
