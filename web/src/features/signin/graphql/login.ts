import { operation } from '../../../api/graphql';

export interface LoginVariables {
  phoneNumber?: string;
  email?: string;
  pin: number;
}

export const LOGIN = operation<
  { login: { authorization: string | null; errorMessage: string | null } | null },
  LoginVariables
>(
  'Login',
  `mutation Login($phoneNumber: String, $email: String, $pin: Int!) {
  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage }
}`,
);
