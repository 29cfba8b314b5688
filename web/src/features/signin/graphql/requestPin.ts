import { operation } from '../../../api/graphql';

export interface RequestPinVariables {
  phoneNumber?: string;
  email?: string;
}

export const REQUEST_PIN = operation<{ requestPin: { errorMessage: string | null } | null }, RequestPinVariables>(
  'RequestPin',
  `mutation RequestPin($phoneNumber: String, $email: String) {
  requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage }
}`,
);
