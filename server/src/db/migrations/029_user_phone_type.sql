-- A user's phone is a mobile or a landline (spec 3 §2 "phone-type field"). Texts (PINs, alarms, tardy notices) go to
-- mobiles only: a landline cannot receive them, and sending costs money.
ALTER TABLE users ADD COLUMN phone_type text NOT NULL DEFAULT 'mobile' CHECK (phone_type IN ('mobile', 'landline'));
