import { operation } from '../../../api/graphql';

export interface UpdateMeVariables {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  countryCode?: string;
  email?: string;
  viewInactiveCompanies?: boolean;
  subscriptionEmail?: boolean;
}

export const UPDATE_ME = operation<{ updateMe: { id: string } }, UpdateMeVariables>(
  'UpdateMe',
  `mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,
  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {
  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,
    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {
    id firstName lastName email phoneNumber countryCode viewInactiveCompanies subscription
  }
}`,
);
