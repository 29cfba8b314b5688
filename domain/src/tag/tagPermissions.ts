import { capabilitiesOf, type CapabilityInput } from '../auth/capabilities';
import { roleOf } from '../auth/role';

/** What a user may do on the sensor page (spec 2 §6); the server enforces it, the page hides what is refused. */
export interface TagPermissions {
  /** Data display settings: units, y limits, secondary graphs, additional tags, barrels per inch. */
  editDisplay: boolean;
  /** Erroneous-data and sensor temperature filters, temperature compensation, Fourier options, the slider. */
  editCorrections: boolean;
  /** The Filter Minimum Value field. */
  editMinimumFilter: boolean;
  /** Add Comment and Add User Data. */
  annotate: boolean;
  /** Delete comments and user-data points (canEdit or demo flag). */
  deleteAnnotations: boolean;
  /** Delete Data Point. */
  deleteData: boolean;
  /** Store the chosen additional sensor on the tag (others choose it for themselves only). */
  chooseAdditional: boolean;
}

export function tagPermissionsOf(user: CapabilityInput): TagPermissions {
  const role = roleOf(user);
  const caps = capabilitiesOf(user);
  const superOrManager = role === 'superUser' || role === 'manager';
  const editor = superOrManager || role === 'full';
  return {
    editDisplay: editor,
    editCorrections: superOrManager,
    editMinimumFilter: role === 'superUser',
    annotate: caps.editDeviceInfo,
    deleteAnnotations: caps.deleteAnnotations,
    deleteData: role === 'superUser',
    chooseAdditional: editor,
  };
}
