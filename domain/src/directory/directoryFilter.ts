/** The directory's status filter (spec 1 §4 "Directory filter"). Table sorting is display/sortRows. */

export type DirectoryStatus = 'active' | 'inactive' | 'decommissioned';

export interface StatusFlags {
  includeInactive: boolean;
  includeOOS: boolean;
}

export const DIRECTORY_STATUS_LABELS: Record<DirectoryStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  decommissioned: 'Decommissioned',
};

/** Active and Inactive for everyone; Decommissioned (out of service) only for super users. */
export function directoryStatuses(isSuperUser: boolean): DirectoryStatus[] {
  return isSuperUser ? ['active', 'inactive', 'decommissioned'] : ['active', 'inactive'];
}

/** Choosing one status clears the others. */
export function statusFlags(status: DirectoryStatus): StatusFlags {
  return { includeInactive: status === 'inactive', includeOOS: status === 'decommissioned' };
}

export function statusOf(flags: StatusFlags): DirectoryStatus {
  if (flags.includeOOS) return 'decommissioned';
  if (flags.includeInactive) return 'inactive';
  return 'active';
}
