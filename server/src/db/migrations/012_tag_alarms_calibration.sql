-- Sensor page alarms and calibration (spec 2 §3, §7): the tank list behind GET_TANK_NAMES with each tank's
-- strapping table, and the device-level low/high rule pair that updateAlarms carries.

-- Chemical tanks a calibration can name (spec 2 §5: the tank name is kept only for fluid 'chemical'). The strap
-- gives the volume at a fluid height, so a level can be shown in gallons. company_id null: offered to everyone.
-- Data, not code: staff add a tank model without a release.
CREATE TABLE tank_names (
  tank_name     text PRIMARY KEY CHECK (length(trim(tank_name)) > 0),
  company_id    integer REFERENCES companies(id) ON DELETE CASCADE,
  height_inches double precision NOT NULL CHECK (height_inches > 0),
  -- [{"inches": 0, "gallons": 0}, ...] ascending by inches
  strap         jsonb NOT NULL DEFAULT '[]'
);
INSERT INTO tank_names (tank_name, height_inches, strap) VALUES
  ('Poly 55 Vertical', 34, '[{"inches":0,"gallons":0},{"inches":34,"gallons":55}]'),
  ('Poly 305 Vertical', 64, '[{"inches":0,"gallons":0},{"inches":64,"gallons":305}]'),
  ('Poly 550 Vertical', 66, '[{"inches":0,"gallons":0},{"inches":66,"gallons":550}]'),
  ('Poly 1000 Vertical', 85, '[{"inches":0,"gallons":0},{"inches":85,"gallons":1000}]'),
  ('Steel 500 Horizontal', 48, '[{"inches":0,"gallons":0},{"inches":6,"gallons":27},{"inches":12,"gallons":98},{"inches":18,"gallons":191},{"inches":24,"gallons":250},{"inches":30,"gallons":309},{"inches":36,"gallons":402},{"inches":42,"gallons":473},{"inches":48,"gallons":500}]');

-- The device-level rule pair of updateAlarms' low and high (spec 2 §7). 0 and 32762 together mean the device's
-- alarm rules are disabled (spec 3 §9); null means unset.
CREATE TABLE tag_rule_bounds (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  low       double precision,
  high      double precision,
  PRIMARY KEY (device_id, tag),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);
