import { graphql } from '../../../api/graphql';

export const GET_USERS = graphql(`query Users { usersRe { id firstName lastName } }`);
