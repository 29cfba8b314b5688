import { useMemo } from 'react';
import { useCapabilities } from '../../app/auth/MeContext';
import { directoryVariablesOf } from './directoryVariables';
import type { DirectoryVariables } from './graphql/devices';
import { useDirectoryPlace } from './useDirectoryPlace';

/** The variables of the directory queries from the place shown (its address: useDirectoryPlace, directoryVariablesOf). */
export function useDirectoryVariables(): DirectoryVariables {
  const { companyPicker } = useCapabilities();
  const { companyID, includeInactive, includeOOS, path } = useDirectoryPlace();
  return useMemo(
    () => directoryVariablesOf({ companyID, includeInactive, includeOOS, path }, companyPicker),
    [companyPicker, companyID, includeInactive, includeOOS, path],
  );
}
