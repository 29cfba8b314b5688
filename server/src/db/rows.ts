import type { Selectable } from 'kysely';
import type { CompaniesTable, DevicesTable, GroupsTable, TasksTable, UsersTable } from './schema';
import type { AlarmRulesTable } from './schemaOps';
import type { CalibrationsTable, TagsTable } from './schemaTags';

/**
 * Rows as the database code reads them. They live beside the table types so that policy, commands and queries need
 * nothing from `graphql/`; the GraphQL types present them.
 */
export type DeviceRow = Selectable<DevicesTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type TagRow = Selectable<TagsTable>;
export type RuleRow = Selectable<AlarmRulesTable>;
export type TaskRow = Selectable<TasksTable>;
/** A calibration with the strapping table of the tank it names (null when it names none). */
export type CalibrationRow = Selectable<CalibrationsTable> & { strap: { inches: number; gallons: number }[] | null };
/** A calibration as stored, every column (the calibration panels and what updateCalibration answers). */
export type CalibrationEntryRow = Selectable<CalibrationsTable>;
/** A group row; lists read the counts in the same query, single groups count on demand. */
export type GroupRow = Selectable<GroupsTable> & { num_users?: number; num_devices?: number };
