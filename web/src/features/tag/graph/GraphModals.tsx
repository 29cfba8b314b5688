import { fromDisplayUnit, roundShownValue, toDisplayUnit, unitLabel, type TagPermissions } from '@fieldwatch/domain';
import { useSiteTime } from '../../../app/time/siteTime';
import { CalibrationModal } from '../../calibration/CalibrationModal';
import type { TagPageData } from '../graphql/getTag';
import { AddCommentModal } from '../modals/AddCommentModal';
import { AddUserDataModal } from '../modals/AddUserDataModal';
import { DemoRestrictionModal } from '../modals/DemoRestrictionModal';
import { ViewAnnotationModal } from '../modals/ViewAnnotationModal';
import type { TagView } from '../useTagView';
import type { useGraphMutations } from './useGraphMutations';
import { DeletePointModal, type DeletePointTarget } from './DeletePointModal';

/** The modal the graph has open: what its click menu, a comment marker or a user data point opened. */
export type GraphModal =
  | { kind: 'addComment' | 'addUserData' | 'calibration' | 'calibrationDemoError'; time: number }
  | { kind: 'viewComment'; id: number }
  | { kind: 'viewUserData'; time: number }
  | ({ kind: 'deletePoint' } & DeletePointTarget)
  | null;

interface GraphModalsProps {
  data: TagPageData;
  view: TagView;
  modal: GraphModal;
  mutations: ReturnType<typeof useGraphMutations>;
  perms: TagPermissions;
  closeModal: () => void;
}

/** The graph's modals: add or view a comment or a user data point, add a calibration (or the demo's notice). */
export function GraphModals({ data, view, modal, mutations: m, perms, closeModal }: GraphModalsProps) {
  const tag = data.tag.tag;
  const siteTime = useSiteTime();
  const viewed = modal?.kind === 'viewComment' ? data.comments.find((c) => c.id === modal.id) : undefined;
  const viewedUser = modal?.kind === 'viewUserData' ? data.userData.find((u) => u.time === modal.time) : undefined;
  return (
    <>
      <AddCommentModal
        time={modal?.kind === 'addComment' ? modal.time : null}
        saving={m.addComment.isPending}
        onCancel={closeModal}
        onSave={(comment) => m.addComment.mutate({ time: (modal as { time: number }).time, comment }, { onSuccess: closeModal })}
      />
      <AddUserDataModal
        time={modal?.kind === 'addUserData' ? modal.time : null}
        unit={unitLabel(view.unit)}
        saving={m.addUserData.isPending}
        onCancel={closeModal}
        onSave={(v) =>
          m.addUserData.mutate(
            { time: (modal as { time: number }).time, value: fromDisplayUnit(tag, v, view.unit, view.conversion) ?? v },
            { onSuccess: closeModal },
          )
        }
      />
      <ViewAnnotationModal
        title="Comment"
        time={viewed?.time ?? null}
        body={viewed?.comment ?? ''}
        canDelete={perms.deleteAnnotations}
        deleting={m.deleteComment.isPending}
        onClose={closeModal}
        onDelete={() =>
          viewed && m.deleteComment.mutate({ ...viewed, named: `the comment of ${siteTime(viewed.time)}` }, { onSuccess: closeModal })
        }
      />
      <ViewAnnotationModal
        title="User Data"
        time={viewedUser?.time ?? null}
        // the trip to the base unit and back is not exact in floating point: 97.7 in would come back as 97.70000000000002
        body={
          viewedUser
            ? `Reading: ${roundShownValue(toDisplayUnit(tag, viewedUser.value, view.unit, view.conversion) ?? viewedUser.value, view.unit)} ${unitLabel(view.unit)}`
            : ''
        }
        canDelete={perms.deleteAnnotations}
        deleting={m.deleteUserData.isPending}
        onClose={closeModal}
        onDelete={() =>
          viewedUser &&
          m.deleteUserData.mutate(
            { time: viewedUser.time, named: `the user data of ${siteTime(viewedUser.time)}` },
            { onSuccess: closeModal },
          )
        }
      />
      {modal?.kind === 'deletePoint' && (
        <DeletePointModal deviceID={data.deviceID} tag={tag} view={view} target={modal} onClose={closeModal} />
      )}
      <DemoRestrictionModal opened={modal?.kind === 'calibrationDemoError'} onClose={closeModal} />
      <CalibrationModal
        deviceID={data.deviceID}
        tag={tag}
        opened={modal?.kind === 'calibration'}
        onClose={closeModal}
        time={modal?.kind === 'calibration' ? modal.time : undefined}
      />
    </>
  );
}
