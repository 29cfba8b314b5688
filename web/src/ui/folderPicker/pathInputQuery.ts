import { graphql } from '../../api/graphql';

/** The distinct folder paths of the company's devices (context 'path-input'). */
export const PATH_INPUT = graphql(`query PathInput($selectedCompanyID: Int) {
  devicesRe(query: "path-input", selectedCompanyID: $selectedCompanyID) { path }
}`);
