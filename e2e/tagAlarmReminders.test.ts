import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_DEVICE, createAlarmDevice, dropAlarmDevice } from './helpers/alarmDevice';
import { FRANK, openTab, tagAlarmsSuite } from './helpers/tagAlarmsSuite';

/*
 * The Notifications table's Reminders column (beyond the spec): set on a notification, saved with it, still there
 * after a reload. How reminders go out is tested on the server (server/test/alarms/reminders.test.ts).
 */

const { suite, signedIn } = tagAlarmsSuite();

describe('alarm reminders', () => {
  beforeAll(() => createAlarmDevice(suite.db));
  afterAll(() => dropAlarmDevice(suite.db));

  it('a full user sets a reminder on a notification, saves, reloads and sees it', async () => {
    const page = await signedIn(FRANK);
    await openTab(page, ALARM_DEVICE, 'temp', 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Add Notification' }).click();
    await tab.getByRole('combobox', { name: 'User' }).last().click();
    await page.getByRole('option', { name: 'Frank Full' }).click();
    // a new notification is a text (spec 3 §4); choosing 'text' again keeps it, rather than clearing the row's action
    const action = tab.getByRole('combobox', { name: 'Action' }).last();
    expect(await action.inputValue()).toBe('text');
    await action.click();
    await page.getByRole('option', { name: 'text', exact: true }).click();
    expect(await action.inputValue()).toBe('text');
    await tab.getByRole('combobox', { name: 'Reminder interval' }).last().click();
    await page.getByRole('option', { name: 'every 15 min' }).click();
    // choosing an interval starts with a count of 4; a duration is added here
    await tab.getByRole('combobox', { name: 'Reminder duration' }).last().click();
    await page.getByRole('option', { name: 'for 24 h' }).click();
    await suite.screenshot(page, 'alarms-reminder-editing');
    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();

    await page.reload();
    await openTab(page, ALARM_DEVICE, 'temp', 'Alarms');
    const table = page.getByTestId('alarms-tab').getByRole('table', { name: 'Notifications' });
    await table.getByRole('columnheader', { name: 'Reminders' }).waitFor();
    await table.getByRole('cell', { name: 'every 15 min, 4 times, for 24 h' }).waitFor();
    await suite.screenshot(page, 'alarms-reminder-saved');
    const rows = await suite.db.query(
      'SELECT action, delay, repeat_every, repeat_times, repeat_for FROM alarm_actions WHERE device_id = $1',
      [ALARM_DEVICE],
    );
    expect(rows.rows).toEqual([{ action: 'sms', delay: 0, repeat_every: 900, repeat_times: 4, repeat_for: 86_400 }]);
    await page.context().close();
  });

  it('a sent reminder reads as a sent text marked with its number in the history, a reply to it as an acknowledgement by text', async () => {
    // what the outbox records when it sends a reminder (server/src/alarms/alarmEscalation.ts), and what an SMS reply
    // of ACK records (server/src/alarms/ackAlarm.ts)
    await suite.db.query(
      `INSERT INTO alarm_log (device_id, tag, user_id, action, detail)
       SELECT $1, 'temp', id, 'sms', 'Reminder 2 of 4 sent to Frank Full' FROM users WHERE first_name = 'Frank' AND last_name = 'Full'`,
      [ALARM_DEVICE],
    );
    await suite.db.query(
      `INSERT INTO alarm_log (device_id, tag, user_id, action, detail)
       SELECT $1, 'temp', id, 'ack', 'by sms' FROM users WHERE first_name = 'Frank' AND last_name = 'Full'`,
      [ALARM_DEVICE],
    );
    const page = await signedIn(FRANK);
    await openTab(page, ALARM_DEVICE, 'temp', 'Alarms');
    const history = page.getByTestId('alarms-tab').getByRole('table', { name: 'Alarm History' });
    const row = history.getByRole('row').filter({ hasText: 'Reminder 2 of 4' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Text sentReminder 2 of 4');
    const ack = history.getByRole('row').filter({ hasText: 'Alarm acknowledged' });
    expect(await ack.getByRole('cell').nth(2).textContent()).toBe('Alarm acknowledgedby text reply');
    await page.context().close();
  });
});
