import { builder } from '../builder';
import type { CommentShape, UserDataShape } from '../../tag/annotations';

export const GraphCommentType = builder.objectRef<CommentShape>('GraphComment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceID: t.exposeInt('deviceId'),
    time: t.exposeFloat('time'),
    comment: t.exposeString('comment'),
  }),
});

export const UserDataPointType = builder.objectRef<UserDataShape>('UserDataPoint').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    tag: t.exposeString('tag'),
    time: t.exposeFloat('time'),
    value: t.exposeFloat('value'),
  }),
});
