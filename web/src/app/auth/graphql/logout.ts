import { graphql } from '../../../api/graphql';

/** Ends this browser's session on the server: the token stops working at once (docs/security.md). */
export const LOGOUT = graphql(`mutation Logout { logout }`);

/** Ends every session of the signed-in user, this one included; answers how many. */
export const SIGN_OUT_EVERYWHERE = graphql(`mutation SignOutEverywhere { signOutEverywhere }`);
