import type { CapabilityInput } from '@fieldwatch/domain';

/** The user a request acts as, with what the policy needs to decide. */
export interface Viewer extends CapabilityInput {
  id: number;
  companyId: number | null;
  viewInactiveCompanies: boolean;
  companyListUnfiltered: boolean;
  /** The signed-in user when acting as another (login-as); else equal to id. */
  actorId: number;
  via: 'session' | 'apiKey';
  /** The server-side session the request's token names (logout ends it); null for an API key. */
  sessionId: string | null;
}

export interface ViewerRow {
  id: number;
  company_id: number | null;
  is_super_user: boolean;
  is_manager: boolean;
  can_edit: boolean;
  is_demo: boolean;
  is_privileged: boolean;
  view_inactive_companies: boolean;
  company_list_unfiltered: boolean;
}

export function viewerFromRow(row: ViewerRow, actorId: number, via: Viewer['via'], sessionId: string | null = null): Viewer {
  return {
    id: row.id,
    companyId: row.company_id,
    isSuperUser: row.is_super_user,
    isManager: row.is_manager,
    canEdit: row.can_edit,
    isDemo: row.is_demo,
    isPrivileged: row.is_privileged,
    viewInactiveCompanies: row.view_inactive_companies,
    companyListUnfiltered: row.company_list_unfiltered,
    actorId,
    via,
    sessionId,
  };
}
