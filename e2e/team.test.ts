import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, pageGql, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { expectAccessible } from './helpers/axe';
import { undoFromToast } from './helpers/undoToast';

/*
 * The team area against the real server with demo data, as Mary Manager of Acme: the directory lists, add user →
 * edit role → delete, add group with devices and users. Every outcome is read back from the database.
 */

const MARY = { phone: '5552010002', name: 'Mary Manager' };

const suite = browserSuite('team');

const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);

const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));
const row = async <T>(sql: string, params: unknown[]): Promise<T> => (await suite.db.query(sql, params)).rows[0] as T;
const unique = `${Date.now() % 100000}`.padStart(5, '0');

describe('team directory', () => {
  it('shows No Team Selected, then the groups and the users of the company', async () => {
    const page = await signedIn(suite.browser, MARY.phone, MARY.name);
    await page.goto(`${baseUrl()}/#/team`);
    await page.getByText('No Team Selected').waitFor();
    await expectAccessible(page, 'team: no team selected');
    await page.getByRole('navigation', { name: 'Team' }).getByRole('button', { name: 'Team Members' }).click();
    const users = page.getByRole('table', { name: 'Team Members' });
    await users.getByText('Frank Full').waitFor();
    await expect(users.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      'User Name',
      'Adminstrator',
      'Edit Devices',
      'Limited Permissions',
      'Edit',
    ]);
    await page.getByPlaceholder('Search Users...').fill('liz lim');
    await expect(users.getByRole('row').count()).resolves.toBe(2);
    await expectAccessible(page, 'team: team members');
    await screenshot(page, 'team-users');
    await page.getByRole('navigation', { name: 'Team' }).getByRole('button', { name: 'Permission Groups' }).click();
    const groups = page.getByRole('table', { name: 'Permission Groups' });
    await groups.getByRole('row').nth(1).waitFor();
    await page.getByText('Permission groups are not device directory paths.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'team: permission groups in edit mode');
    await screenshot(page, 'team-groups-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });
});

describe('others', () => {
  it('a limited user gets the access error on the team screens', async () => {
    const page = await signedIn(suite.browser, '5552010004', 'Liz Limited');
    for (const route of ['/team', '/addUser', '/addGroup', '/team/user/1']) {
      await page.goto(`${baseUrl()}/#${route}`);
      await page.getByText('You do not have access to this page.').waitFor();
    }
    await page.context().close();
  });
});

describe('add user, edit role, delete', () => {
  it('adds a limited user, makes them Full then Administrator, and deletes them', async () => {
    const page = await signedIn(suite.browser, MARY.phone, MARY.name);
    const email = `e2e.${unique}@acme.test`;
    await page.goto(`${baseUrl()}/#/addUser`);
    await page.getByText('New users will have limited permissions for all devices by default.').waitFor();
    const add = page.getByRole('button', { name: 'Add User' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await page.getByLabel('First Name').fill('Eve');
    await page.getByLabel('Last Name').fill(`Tester${unique}`);
    // a duplicate e-mail: the server's error on the form, nothing written
    await page.getByLabel('Email').fill('mary.manager@acme.test');
    await add.click();
    await page.getByRole('alert').getByText('A user with this email address already exists.').waitFor();
    await expectAccessible(page, 'add user: with an error');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone', { exact: true }).fill(`555410${unique.slice(1)}`);
    // the phone-type field (spec 3 §2): a landline gets no texts
    await page.getByLabel('Phone Type').first().click();
    await page.getByRole('option', { name: 'Landline' }).click();
    await screenshot(page, 'add-user');
    await add.click();
    await page.waitForFunction(() => /^#\/team\/user\/\d+$/.test(window.location.hash));
    const id = Number((await hashPath(page)).split('/').pop());
    const created = await row<{ first_name: string; email: string; can_edit: boolean; is_manager: boolean; phone_type: string }>(
      'SELECT * FROM users WHERE id = $1',
      [id],
    );
    expect(created).toMatchObject({ first_name: 'Eve', email, can_edit: false, is_manager: false, phone_type: 'landline' });
    await page.getByText('Never').waitFor();
    await expectAccessible(page, 'user: viewing');

    const role = page.getByRole('radiogroup', { name: 'Role' });
    await expect(role.getByRole('radio', { name: 'Super User' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(role.getByRole('radio', { name: 'Super User' }).isDisabled()).resolves.toBe(true);
    await expect(role.getByRole('radio', { name: 'Demo' }).isDisabled()).resolves.toBe(true);
    await role.getByRole('radio', { name: 'Full' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await expect.poll(async () => (await row<{ can_edit: boolean }>('SELECT can_edit FROM users WHERE id = $1', [id])).can_edit).toBe(true);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await role.getByRole('radio', { name: 'Administrator' }).click();
    await expectAccessible(page, 'user: editing');
    await screenshot(page, 'user-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => row<{ can_edit: boolean; is_manager: boolean }>('SELECT can_edit, is_manager FROM users WHERE id = $1', [id]))
      .toEqual({ can_edit: false, is_manager: true });

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // the second click is armed with a sentence naming who goes and what stops
    await page
      .getByRole('status')
      .filter({ hasText: /^Deletes .+: they can no longer sign in/ })
      .waitFor();
    await page.getByRole('button', { name: 'Confirm Delete User' }).click();
    await page.waitForFunction(() => window.location.hash === '#/team');
    const deleted = await row<{ deleted_at: Date | null }>('SELECT deleted_at FROM users WHERE id = $1', [id]);
    expect(deleted.deleted_at).toBeInstanceOf(Date);
    // the toast offers Undo for 10 s: it brings the user back, on the server and in the list
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: /^Deleted .+\.Undo$/ });
    await undoFromToast(page, toast);
    expect((await row<{ deleted_at: Date | null }>('SELECT deleted_at FROM users WHERE id = $1', [id])).deleted_at).toBeNull();
    await page.context().close();
  });
});

describe('add group with devices and users', () => {
  it('adds a group, then puts a device and a user in it', async () => {
    const page = await signedIn(suite.browser, MARY.phone, MARY.name);
    await page.goto(`${baseUrl()}/#/addGroup`);
    await page.getByText('New groups will include no users or devices upon creation.').waitFor();
    await expectAccessible(page, 'add group');
    const add = page.getByRole('button', { name: 'Add Group' });
    await expect(add.isDisabled()).resolves.toBe(true);
    const name = `E2E Crew ${unique}`;
    await page.getByLabel('Group Name').fill(name);
    await add.click();
    await page.waitForFunction(() => /^#\/team\/group\/\d+$/.test(window.location.hash));
    const id = Number((await hashPath(page)).split('/').pop());
    expect(await row<{ name: string }>('SELECT name FROM groups WHERE id = $1', [id])).toMatchObject({ name });

    const device = await row<{ id: string; name: string }>(
      'SELECT d.id, d.name FROM devices d JOIN users u ON u.company_id = d.company_id WHERE u.phone_number = $1 AND d.name IS NOT NULL ORDER BY d.id LIMIT 1',
      [MARY.phone],
    );
    await page.getByRole('button', { name: 'Edit Group' }).click();
    const devices = page.getByRole('region', { name: 'Devices' }).or(page.getByLabel('Devices', { exact: true }));
    await devices.getByPlaceholder('Search Devices...').fill(device.name);
    await devices.getByRole('checkbox', { name: device.name }).first().check();
    const users = page.getByLabel('Users', { exact: true });
    await users.getByPlaceholder('Search Users...').fill('Frank');
    await users.getByRole('checkbox', { name: 'Frank Full' }).check();
    await expectAccessible(page, 'group: editing');
    await screenshot(page, 'group-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Updated Group').waitFor();
    const members = async () => ({
      devices: (await suite.db.query('SELECT device_id FROM group_devices WHERE group_id = $1', [id])).rows.map(
        (r: { device_id: string }) => Number(r.device_id),
      ),
      users: (
        await suite.db.query('SELECT u.first_name FROM group_users gu JOIN users u ON u.id = gu.user_id WHERE gu.group_id = $1', [id])
      ).rows.map((r: { first_name: string }) => r.first_name),
    });
    await expect.poll(members).toEqual({ devices: [Number(device.id)], users: ['Frank'] });
    await page.getByRole('button', { name: 'Edit Group' }).waitFor();
    await expectAccessible(page, 'group: viewing');
    await screenshot(page, 'group-view');

    await page.getByRole('button', { name: 'Delete Group' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /, which gives 1 user access to 1 device: they lose that access\. You can undo it for 10 seconds afterwards\.$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Confirm Delete Group' }).click();
    await page.waitForFunction(() => window.location.hash === '#/team');
    expect((await suite.db.query('SELECT id FROM groups WHERE id = $1', [id])).rowCount).toBe(0);
    // the toast that offers Undo, on a phone in the dark
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Groups Deleted' }).getByRole('button', { name: 'Undo' }).waitFor();
    await screenshot(page, 'group-deleted-undo-390-dark');
    await page.context().close();
  });
});

describe('groups list edit mode', () => {
  it('deletes the selected groups with the toasts, and clears the selection', async () => {
    const acme = await row<{ company_id: number }>('SELECT company_id FROM users WHERE phone_number = $1', [MARY.phone]);
    const names = [`E2E Bulk A ${unique}`, `E2E Bulk B ${unique}`];
    const ids: number[] = [];
    for (const name of names)
      ids.push(
        (await row<{ id: number }>('INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id', [acme.company_id, name])).id,
      );
    const page = await signedIn(suite.browser, MARY.phone, MARY.name);
    await page.goto(`${baseUrl()}/#/team`);
    await page.getByRole('navigation', { name: 'Team' }).getByRole('button', { name: 'Permission Groups' }).click();
    await page.getByPlaceholder('Search Groups...').fill(`E2E Bulk`);
    const table = page.getByRole('table', { name: 'Permission Groups' });
    await table.getByText(names[0]!).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    for (const name of names) await table.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // one click does not delete: the confirmation names the groups; Cancel keeps them
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await dialog.getByText(`Delete the 2 groups ${names.join(', ')}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await suite.db.query('SELECT id FROM groups WHERE id = ANY($1)', [ids])).rowCount).toBe(2);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Groups Deleted' });
    await toast.getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(async () => (await suite.db.query('SELECT id FROM groups WHERE id = ANY($1)', [ids])).rowCount).toBe(0);
    await table.getByText(names[0]!).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).resolves.toBe(true);
    // one Undo puts both groups back, under their ids, and the list shows them again
    await screenshot(page, 'groups-deleted-undo-1280');
    await undoFromToast(page, toast);
    expect((await suite.db.query('SELECT id FROM groups WHERE id = ANY($1)', [ids])).rowCount).toBe(2);
    for (const name of names) await table.getByText(name).waitFor();
    await page.context().close();
  });
});

describe('super user', () => {
  it('picks a company from the list (again collapses it), sees Is SuperUser, and adds a company', async () => {
    const page = await signedIn(suite.browser, '5552010001', 'Sam Super');
    await page.goto(`${baseUrl()}/#/team`);
    const companies = page.getByRole('navigation', { name: 'Team companies' });
    const acme = companies.getByRole('button', { name: 'Acme Oil & Gas' });
    await acme.click();
    await companies.getByRole('button', { name: 'Team Members' }).click();
    const users = page.getByRole('table', { name: 'Team Members' });
    await users.getByText('Mary Manager').waitFor();
    await expect(users.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      'User Name',
      'Is SuperUser',
      'Adminstrator',
      'Edit Devices',
      'Limited Permissions',
      'Edit',
    ]);
    await expectAccessible(page, "team: a super user's company list");
    await screenshot(page, 'super-team-users');
    await acme.click();
    await expect(companies.getByRole('button', { name: 'Team Members' }).count()).resolves.toBe(0);

    const acmeId = (await row<{ company_id: number }>('SELECT company_id FROM users WHERE phone_number = $1', [MARY.phone])).company_id;
    await page.goto(`${baseUrl()}/#/team/companyWide/${acmeId}`);
    await page.getByRole('table', { name: 'Team Members' }).getByText('Mary Manager').waitFor();
    await page.getByRole('table', { name: 'Permission Groups' }).getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'team: company wide');
    await screenshot(page, 'company-wide');

    const name = `E2E Company ${unique}`;
    await page.goto(`${baseUrl()}/#/addCompany`);
    const add = page.getByRole('button', { name: 'Add Company' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Company Name').fill(name);
    await add.click();
    await expect.poll(async () => (await suite.db.query('SELECT id FROM companies WHERE name = $1', [name])).rowCount).toBe(1);
    await companies.getByRole('button', { name }).waitFor();
    // after the reload the page says which company was added
    await page
      .getByRole('status')
      .filter({ hasText: `Company '${name}' added.` })
      .waitFor();

    // the same name again, in other letters, is refused on the form and makes no twin
    await page.getByLabel('Company Name').fill(`  ${name.toUpperCase()} `);
    await add.click();
    await page.getByText('A company with that name already exists.').waitFor();
    await expectAccessible(page, 'add company: with an error');
    await screenshot(page, 'add-company-taken');
    expect((await suite.db.query('SELECT id FROM companies WHERE lower(name) = lower($1)', [name])).rowCount).toBe(1);
    await page.context().close();
  });
});

describe('site time zone', () => {
  it("a manager sets the company's zone on the company team page; the devices follow it", async () => {
    const page = await signedIn(suite.browser, MARY.phone, MARY.name);
    const acmeId = (await row<{ company_id: number }>('SELECT company_id FROM users WHERE phone_number = $1', [MARY.phone])).company_id;
    try {
      await page.goto(`${baseUrl()}/#/team/companyWide/${acmeId}`);
      const zone = page.getByLabel('Site Time Zone').first();
      await expect.poll(() => zone.inputValue()).toBe('America/Chicago');
      await zone.fill('America/Denv');
      await page.getByRole('option', { name: 'America/Denver' }).click();
      await page.getByText('Time zone of Acme Oil & Gas: America/Denver').waitFor();
      expect((await row<{ time_zone: string }>('SELECT time_zone FROM companies WHERE id = $1', [acmeId])).time_zone).toBe(
        'America/Denver',
      );
      const device = await pageGql<{ deviceRe: { timeZone: string } }>(page, '{ deviceRe(id: 20101) { timeZone } }');
      expect(device.deviceRe.timeZone).toBe('America/Denver');
      await screenshot(page, 'company-time-zone');
    } finally {
      await suite.db.query(`UPDATE companies SET time_zone = 'America/Chicago' WHERE id = $1`, [acmeId]);
      await page.context().close();
    }
  });
});
