/**
 * Tenant isolation matrix, generated from the built GraphQL schema (see matrixRunner.ts): every
 * mutation is called as each role (super user of the provider, manager, full, limited, demo, and an API key of the
 * manager) with the ids of objects in ANOTHER company (devices, users, groups, the company, its comments, its tag
 * names, its API key prefix), then with 0, -1, null and '%', '*', '_', and with every Boolean set (isSuperUser,
 * isManager, canEdit, includeInactive ...) and companyID the other company's in inputs; and, where a field takes
 * both its own target and other ids, a mixed case: the target is the caller's company's, the rest the other's
 * (a group of one's own filled with the other's devices, one's device replaced by theirs, one's user moved to B). A field another engineer
 * adds is covered as soon as it is in the schema.
 *
 * Pass, for every role outside the other company: nothing of it appears in an answer (its names, device ids,
 * reading value, alarm bound, key prefix), none of its rows changed (a digest of every row keyed by its company, users, groups or devices, before and after each field's cases), and every refusal has one shape (a catalogue code as the only
 * extension, no stack, `data` or the field null). Super users legitimately see and change other companies: for
 * them only the shape is checked (no INTERNAL, catalogue codes only); they also serve as the positive control.
 *
 * Found when written: 44 mutation fields (ackAlarm, addApiKey, addComment, addCompany, addDevice, addDeviceSetting, addGroup, addLogComment, addPO, addStatus, addUser, addUserData, clearDeviceData, clearMassDeviceData, deleteApiKey, deleteCalibration, deleteComment, deleteData, deleteFOTASetting, deleteGroup, deleteUser, deleteUserData, disableSubscription, loginAs, replaceDevice, sendEmail, stopLoginAs, testAlarm, updateActiveAdditional, updateAlarms, updateBPI, updateCalibration, updateDevice, updateDeviceSetting, updateFourierEnabled, updateGroup, updateMassSetting, updateMe, updateNotifications, updateReportHour, updateSku, updateTag, updateTempCorrection, updateUser), 7 variants each plus a mixed case for the 8 fields that take both an own target and other ids (addDevice, replaceDevice, updateAlarms, updateDevice, updateDeviceSetting, updateGroup, updateTag, updateUser): 316 cases per role, 1896 in all (the test prints the live
 * numbers; `login` and `requestPin` are left out, see matrixRunner.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isolationWorld, type IsolationWorld } from './isolationWorld';
import { matrixFields, runMatrix } from './matrixRunner';

let w: IsolationWorld;
beforeAll(async () => {
  w = await isolationWorld();
});
afterAll(() => w?.close());

it('no role outside a company reads or changes anything of it through any mutation', { timeout: 300_000 }, async () => {
  const fields = matrixFields('mutation');
  expect(fields.length).toBeGreaterThan(20);
  const r = await runMatrix(w, fields);
  console.log(
    `tenant isolation matrix (mutation): ${r.cases} cases over ${r.fields.length} fields, per role ${JSON.stringify(r.perRole)}; refusal codes ${JSON.stringify(r.codesSeen)}; super user sightings ${r.superUserSightings}, changes ${r.superUserChanges}; mixed cases for ${[...r.mixedFields].join(', ')}`,
  );
  // the digests have teeth: a super user's mutations do change the other company
  expect(r.superUserChanges).toBeGreaterThan(0);
  expect(r.problems, JSON.stringify(r.problems.slice(0, 40), null, 1)).toEqual([]);
});
