import { useMemo } from 'react';
import { useCapabilities } from '../../app/auth/MeContext';
import { useDirectoryView } from '../../app/state/directoryStore';
import type { DirectoryVariables } from './graphql/devices';

/**
 * The variables of the directory queries from the view settings. Only users with the company picker send a
 * company; for everyone else the server answers with their own company's devices.
 */
export function useDirectoryVariables(): DirectoryVariables {
  const { companyPicker } = useCapabilities();
  const { companyID, includeInactive, includeOOS, path } = useDirectoryView();
  return useMemo(
    () => ({ selectedCompanyID: companyPicker ? companyID : null, includeInactive, includeOOS, path: path || null }),
    [companyPicker, companyID, includeInactive, includeOOS, path],
  );
}
