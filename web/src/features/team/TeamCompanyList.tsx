import { useState } from 'react';
import { CompanyNav } from '../directory/CompanyNav';
import { TeamEntries } from './TeamEntries';
import { useTeamView } from './teamStore';

/**
 * The company list of super users and privileged users in the team menu (spec 3 §2). Picking a company opens its
 * two entries, picking it again collapses them.
 */
export function TeamCompanyList() {
  const view = useTeamView();
  const [open, setOpen] = useState<number | null>(view.companyID);
  return (
    <CompanyNav label="Team companies" openID={open} onPick={(id) => setOpen(open === id ? null : id)}>
      {(id) => <TeamEntries companyID={id} />}
    </CompanyNav>
  );
}
