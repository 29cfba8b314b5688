import { graphql } from '../../../api/graphql';

export const ADD_COMMENT = graphql(
  `mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) { addComment(deviceID: $deviceID, time: $time, comment: $comment) { id time comment } }`,
);

export const DELETE_COMMENT = graphql(`mutation DeleteComment($id: Int!) { deleteComment(id: $id) { id time comment } }`);

export const ADD_USER_DATA = graphql(
  `mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) { addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) { time value } }`,
);

export const DELETE_USER_DATA = graphql(
  `mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) { deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) { time value } }`,
);

export const DELETE_DATA = graphql(
  `mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) { deleteData(deviceID: $deviceID, tag: $tag, time: $time) }`,
);

/** The raw reading nearest a graph click (a bucket on a downsampled range), for Delete Data Point. */
export const NEAREST_READING = graphql(`query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {
  nearestReading(deviceID: $deviceID, tag: $tag, time: $time, maxDistance: $maxDistance) { time value }
}`);
