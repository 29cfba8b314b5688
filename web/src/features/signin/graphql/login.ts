import { graphql, type VariablesOf } from '../../../api/graphql';

export const LOGIN = graphql(`mutation Login($phoneNumber: String, $email: String, $pin: Int!) {
  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage }
}`);

export type LoginVariables = VariablesOf<typeof LOGIN>;
