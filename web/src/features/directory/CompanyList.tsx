import { updateDirectoryView, useDirectoryView } from '../../app/state/directoryStore';
import { CompanyNav } from './CompanyNav';
import { FolderTree } from './FolderTree';
import { useOpenDirectory } from './useDirectoryViewType';

/**
 * The company tree of super users and privileged users: choosing a company opens its directory, and the chosen
 * company unfolds into its folder tree.
 */
export function CompanyList() {
  const { companyID } = useDirectoryView();
  const openDirectory = useOpenDirectory();
  const choose = (id: number) => {
    updateDirectoryView({ companyID: id, path: '' });
    openDirectory();
  };
  return (
    <CompanyNav label="Companies" openID={companyID} markCurrent onPick={choose}>
      {(id) => <FolderTree companyID={id} />}
    </CompanyNav>
  );
}
