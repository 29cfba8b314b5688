import { operation } from '../../../api/graphql';

/** Audited start and end of acting as another user (the header itself goes with every request). */
export const LOGIN_AS = operation<{ loginAs: { id: number } | null }, { userID: number }>(
  'LoginAs',
  `mutation LoginAs($userID: Int!) { loginAs(userID: $userID) { id } }`,
);

export const STOP_LOGIN_AS = operation<{ stopLoginAs: boolean | null }>(
  'StopLoginAs',
  `mutation StopLoginAs { stopLoginAs }`,
);
