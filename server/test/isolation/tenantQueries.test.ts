/**
 * Tenant isolation matrix, generated from the built GraphQL schema (see matrixRunner.ts): every
 * query is called as each role (super user of the provider, manager, full, limited, demo, and an API key of the
 * manager) with the ids of objects in ANOTHER company (devices, users, groups, the company, its comments, its tag
 * names, its API key prefix), then with 0, -1, null and '%', '*', '_', and with every Boolean set (isSuperUser,
 * isManager, canEdit, includeInactive ...) and companyID the other company's in inputs; and, where a field takes
 * both its own target and other ids, a mixed case: the target is the caller's company's, the rest the other's
 * (a group of one's own filled with the other's devices, one's device replaced by theirs, one's user moved to B). A field another engineer
 * adds is covered as soon as it is in the schema.
 *
 * Pass, for every role outside the other company: nothing of it appears in an answer (its names, device ids,
 * reading value, alarm bound, key prefix), and every refusal has one shape (a catalogue code as the only
 * extension, no stack, `data` or the field null). Super users legitimately see and change other companies: for
 * them only the shape is checked (no INTERNAL, catalogue codes only); they also serve as the positive control.
 *
 * Found when written: 39 query fields (activeAlarmRules, alarmChecker, billingCompanies, companies, deviceGps, deviceIDs, deviceRe, deviceReGraph, deviceReadings, devicesBattery, devicesGhosts, devicesPO, devicesRe, devicesReCount, directoryDevices, group, groupUsers, groups, groupsRe, invoice, landingPage, listEvents, manufacturers, massUpdateOptions, massUpdateProgress, me, messageLog, messageLogAccess, notice, purchaseOrders, rebootDevices, skus, tagAlarmPanel, tagCalibrations, tagReport, tankNames, user, userActivity, usersRe), 7 variants each: 273 cases per role, 1638 in all (the test prints the live
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

it('no role outside a company reads anything of it through any query', { timeout: 300_000 }, async () => {
  const fields = matrixFields('query');
  expect(fields.length).toBeGreaterThan(20);
  const r = await runMatrix(w, fields);
  console.log(
    `tenant isolation matrix (query): ${r.cases} cases over ${r.fields.length} fields, per role ${JSON.stringify(r.perRole)}; refusal codes ${JSON.stringify(r.codesSeen)}; super user sightings ${r.superUserSightings}, changes ${r.superUserChanges}; mixed cases for ${[...r.mixedFields].join(', ')}`,
  );
  // the scan has teeth: a super user's answers do show the other company
  expect(r.superUserSightings).toBeGreaterThan(0);
  expect(r.problems, JSON.stringify(r.problems.slice(0, 40), null, 1)).toEqual([]);
});
