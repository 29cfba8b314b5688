-- Device names and folders sort the way people read them: 'Tank 2' before 'Tank 10', case aside, the same order
-- the browser uses when it groups cards (localeCompare with numeric). ICU ships with the embedded PostgreSQL and
-- with Debian's.
CREATE COLLATION IF NOT EXISTS natural_sort (provider = icu, locale = 'und-u-kn-true');
