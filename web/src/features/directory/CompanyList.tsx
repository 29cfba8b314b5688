import { CompanyNav } from './CompanyNav';
import { FolderTree } from './FolderTree';
import { useDirectoryPlace, useGoToDirectory } from './useDirectoryPlace';

/**
 * The company tree of super users and privileged users: choosing a company opens its directory at its root, and
 * the chosen company unfolds into its folder tree.
 */
export function CompanyList() {
  const { companyID } = useDirectoryPlace();
  const goTo = useGoToDirectory();
  return (
    <CompanyNav label="Companies" openID={companyID} markCurrent onPick={(id) => goTo({ companyID: id, path: '' })}>
      {(id) => <FolderTree companyID={id} />}
    </CompanyNav>
  );
}
