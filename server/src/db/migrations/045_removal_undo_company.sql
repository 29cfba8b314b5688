-- Undo of company-level removals (Delete Group, Delete User: server/src/undo/teamSnapshot.ts): their kept row names
-- no device but the company the removed group or user belonged to, and the removed one's id.
--
-- target_id has no foreign key on purpose: a deleted group's row is gone, and a key to it would either refuse the
-- delete or (ON DELETE CASCADE) take the kept copy with it, leaving nothing to undo. user_id stays the remover's,
-- so a kept row belongs to who removed, never to who was removed (users are only ever marked deleted, so deleting
-- the remover later does not cascade either). company_id cascades: with the company gone there is nothing to put back.
ALTER TABLE removal_undo ALTER COLUMN device_id DROP NOT NULL;
ALTER TABLE removal_undo ADD COLUMN company_id integer REFERENCES companies(id) ON DELETE CASCADE;
ALTER TABLE removal_undo ADD COLUMN target_id bigint;
ALTER TABLE removal_undo ADD CONSTRAINT removal_undo_scope CHECK ((device_id IS NULL) <> (company_id IS NULL));

-- the undo's lookup of a company-level removal: the remover's latest of this action and target
CREATE INDEX removal_undo_target_lookup ON removal_undo (user_id, action, target_id, removed_at DESC) WHERE target_id IS NOT NULL;
