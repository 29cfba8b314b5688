import { graphql } from '../../../api/graphql';

/** GET_DEVICES_SETTINGS (spec 2 §7): the devices the viewer may read, with their tags, for the 2nd to 5th graphs. */
export const GET_DEVICES_SETTINGS = graphql(`query GetDevicesSettings {
  devicesRe(query: "extra-graphs") { id name tags { tag } }
}`);
