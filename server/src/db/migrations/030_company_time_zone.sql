-- A company's site time zone (an IANA name such as America/Chicago): report days and hours, the Activity view, the
-- notification e-mails and the dates of a device's screens are read in it (or in the device's own timeOffset), so
-- every viewer sees the same days. NULL: the server's DEFAULT_TIME_ZONE.
ALTER TABLE companies ADD COLUMN time_zone text;
