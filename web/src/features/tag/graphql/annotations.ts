import { operation } from '../../../api/graphql';
import type { GraphComment, UserDataPoint } from './getTag';

export const ADD_COMMENT = operation<{ addComment: GraphComment[] }, { deviceID: number; time: number; comment: string }>(
  'AddComment',
  `mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) { addComment(deviceID: $deviceID, time: $time, comment: $comment) { id time comment } }`,
);

export const DELETE_COMMENT = operation<{ deleteComment: GraphComment[] }, { id: number }>(
  'DeleteComment',
  `mutation DeleteComment($id: Int!) { deleteComment(id: $id) { id time comment } }`,
);

export const ADD_USER_DATA = operation<{ addUserData: UserDataPoint[] }, { deviceID: number; tag: string; time: number; value: number }>(
  'AddUserData',
  `mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) { addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) { time value } }`,
);

export const DELETE_USER_DATA = operation<{ deleteUserData: UserDataPoint[] }, { deviceID: number; tag: string; time: number }>(
  'DeleteUserData',
  `mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) { deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) { time value } }`,
);

export const DELETE_DATA = operation<{ deleteData: boolean }, { deviceID: number; tag: string; time: number }>(
  'DeleteData',
  `mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) { deleteData(deviceID: $deviceID, tag: $tag, time: $time) }`,
);

/** The raw reading nearest a graph click (a bucket on a downsampled range), for Delete Data Point. */
export const NEAREST_READING = operation<{ nearestReading: { time: number; value: number } | null }, { deviceID: number; tag: string; time: number; maxDistance?: number | null }>(
  'NearestReading',
  `query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {
  nearestReading(deviceID: $deviceID, tag: $tag, time: $time, maxDistance: $maxDistance) { time value }
}`,
);
