import { operation } from '../../api/graphql';

/** The distinct folder paths of the company's devices (context 'path-input'). */
export const PATH_INPUT = operation<{ devicesRe: { path: string | null }[] }, { selectedCompanyID: number | null }>(
  'PathInput',
  `query PathInput($selectedCompanyID: Int) {
  devicesRe(query: "path-input", selectedCompanyID: $selectedCompanyID) { path }
}`,
);
