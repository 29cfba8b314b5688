import { graphql, type VariablesOf } from '../../../api/graphql';

export const REQUEST_PIN = graphql(`mutation RequestPin($phoneNumber: String, $email: String) {
  requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage }
}`);

export type RequestPinVariables = VariablesOf<typeof REQUEST_PIN>;
