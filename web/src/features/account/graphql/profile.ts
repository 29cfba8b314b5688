import { graphql, type VariablesOf } from '../../../api/graphql';

export const UPDATE_ME =
  graphql(`mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,
  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {
  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,
    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {
    id firstName lastName email phoneNumber countryCode viewInactiveCompanies subscription
  }
}`);

export type UpdateMeVariables = VariablesOf<typeof UPDATE_ME>;
