import { graphql } from '../../../api/graphql';

/** Audited start and end of acting as another user (the header itself goes with every request). */
export const LOGIN_AS = graphql(`mutation LoginAs($userID: Int!) { loginAs(userID: $userID) { id } }`);

export const STOP_LOGIN_AS = graphql(`mutation StopLoginAs { stopLoginAs }`);
