-- Sensor channels, their time series, rollups, calibrations and user data (spec 2 §3, DESIGN.md §5).
CREATE TABLE tags (
  id           serial PRIMARY KEY,
  device_id    bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag          text NOT NULL,
  ymin         double precision,
  ymax         double precision,
  -- latest value, kept up to date at ingest so lists never scan readings
  time         timestamptz,
  value        double precision,
  temp         double precision,
  display_units text,
  filter_enabled boolean NOT NULL DEFAULT false,
  filter_threshold double precision,
  filter_minimum_value double precision,
  sensor_temp_filter_enabled boolean NOT NULL DEFAULT false,
  sensor_temp_filter_threshold integer NOT NULL DEFAULT 20,
  temperature_correction_enabled boolean NOT NULL DEFAULT false,
  temperature_correction_coefficient double precision NOT NULL DEFAULT 0,
  temperature_correction_threshold double precision,
  sf6_normalization_enabled boolean NOT NULL DEFAULT false,
  fourier_plot_enabled boolean NOT NULL DEFAULT false,
  maximum_fourier_amplitude double precision,
  barrels_per_inch double precision NOT NULL DEFAULT 1.67,
  report_hour  integer NOT NULL DEFAULT 6 CHECK (report_hour BETWEEN 0 AND 24),
  active_additional text,
  -- [{tag, displayUnits, ymin, ymax}]
  additional_tags jsonb NOT NULL DEFAULT '[]',
  -- {deviceID, tag} of the 2nd to 5th graphs
  secondary_graph jsonb,
  third_graph  jsonb,
  fourth_graph jsonb,
  fifth_graph  jsonb,
  -- alarm state (spec 2 §4.3): norm, low, high, low_warning, high_warning, critical_low, critical_high, test
  alarm_flag   text NOT NULL DEFAULT 'norm'
    CHECK (alarm_flag IN ('norm','low','high','low_warning','high_warning','critical_low','critical_high','test')),
  alarm_flag_time timestamptz,
  alarm_acknowledged_at timestamptz,
  alarm_acknowledged_by integer REFERENCES users(id) ON DELETE SET NULL,
  -- legacy thresholds, stored in the tag's base unit
  critical_high double precision,
  critical_low  double precision,
  high_warning  double precision,
  low_warning   double precision,
  UNIQUE (device_id, tag)
);

-- Raw readings, partitioned by month (partitions are created by the server, see db/partitions.ts).
CREATE TABLE readings (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  time      timestamptz NOT NULL,
  value     double precision NOT NULL,
  temp      double precision,
  PRIMARY KEY (device_id, tag, time)
) PARTITION BY RANGE (time);
CREATE TABLE readings_default PARTITION OF readings DEFAULT;

-- Rollups kept at ingest so wide graph ranges never read raw rows (DESIGN.md §5).
CREATE TABLE readings_hourly (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  bucket    timestamptz NOT NULL,
  min       double precision NOT NULL,
  max       double precision NOT NULL,
  sum       double precision NOT NULL,
  count     integer NOT NULL,
  last_time timestamptz NOT NULL,
  last      double precision NOT NULL,
  PRIMARY KEY (device_id, tag, bucket)
);
CREATE TABLE readings_daily (LIKE readings_hourly INCLUDING ALL);

CREATE TABLE calibrations (
  device_id bigint NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  tag       text NOT NULL,
  -- the spec's integer key: epoch seconds of the reading it calibrates against
  time      bigint NOT NULL,
  "offset"  double precision,
  fluid     text NOT NULL DEFAULT 'water' CHECK (fluid IN ('oil','water','chemical')),
  api       double precision NOT NULL DEFAULT 32,
  tds       double precision NOT NULL DEFAULT 24,
  sg        double precision NOT NULL DEFAULT 1,
  barrels_per_inch double precision NOT NULL DEFAULT 1.67,
  target    double precision NOT NULL DEFAULT 0,
  k_factor  double precision NOT NULL DEFAULT 1 CHECK (k_factor >= 0),
  production_offset double precision NOT NULL DEFAULT 0,
  tank_name text,
  tank_height double precision CHECK (tank_height IS NULL OR tank_height > 0),
  tank_volume double precision,
  tank_shape text CHECK (tank_shape IS NULL OR tank_shape IN ('horizontal','vertical')),
  unit      text NOT NULL DEFAULT 'inches' CHECK (unit IN ('inches','gallons')),
  orifice_diameter double precision,
  pipe_diameter double precision,
  form_use  boolean NOT NULL DEFAULT false,
  scada_sensor_type text,
  scada_max double precision,
  scada_min double precision,
  valve_high double precision,
  valve_low double precision,
  gallons_per_inch double precision,
  mu        double precision NOT NULL DEFAULT 0.2825,
  rho_f     double precision NOT NULL DEFAULT 58.792,
  k_factor_flow double precision NOT NULL DEFAULT 1.3,
  user_id   integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, tag, time),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);

-- values a user typed in against the graph (spec 2 addUserData)
CREATE TABLE user_data (
  device_id bigint NOT NULL,
  tag       text NOT NULL,
  time      timestamptz NOT NULL,
  value     double precision NOT NULL,
  user_id   integer REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (device_id, tag, time),
  FOREIGN KEY (device_id, tag) REFERENCES tags(device_id, tag) ON DELETE CASCADE
);
