-- What an alarm entry's reading was as people saw it: in the tag's calibrated display unit, the unit of the gauge,
-- the e-mail and the text. `value` keeps the stored (base-unit) reading; old entries have no shown value and are
-- read in the base unit.
ALTER TABLE alarm_log ADD COLUMN shown_value double precision;
ALTER TABLE alarm_log ADD COLUMN shown_unit text;
