import { useMemo } from 'react';
import { useCapabilities } from '../../app/auth/MeContext';
import { useDirectoryView } from '../../app/state/directoryStore';
import { directoryVariablesOf } from './directoryVariables';
import type { DirectoryVariables } from './graphql/devices';

/** The variables of the directory queries from the view settings (directoryVariablesOf). */
export function useDirectoryVariables(): DirectoryVariables {
  const { companyPicker } = useCapabilities();
  const { companyID, includeInactive, includeOOS, path } = useDirectoryView();
  return useMemo(
    () => directoryVariablesOf({ companyID, includeInactive, includeOOS, path }, companyPicker),
    [companyPicker, companyID, includeInactive, includeOOS, path],
  );
}
