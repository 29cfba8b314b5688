import { afterAll, describe, expect, it } from 'vitest';
import { FRANK, openTab, tagAlarmsSuite } from './helpers/tagAlarmsSuite';

/*
 * The Advanced part of the alarm panel ("no flapping"): a hold typed there is saved with Save Changes and is still
 * there after a reload. The demo tag is found by its kind, not by a fixed id; the hold is removed afterwards.
 */

const { suite, signedIn } = tagAlarmsSuite();
let target: { deviceId: number; tag: string } | null = null;

afterAll(async () => {
  if (target) await suite.db.query('DELETE FROM tag_threshold_holds WHERE device_id = $1 AND tag = $2', [target.deviceId, target.tag]);
});

describe('alarm panel, Advanced', () => {
  it('sets "for at least 10 minutes" on Critical High, saves, and finds it kept after a reload', async () => {
    // a demo pressure tag on a device Frank's groups hold
    const row = (
      await suite.db.query(
        `SELECT t.device_id, t.tag FROM tags t
         JOIN group_devices gd ON gd.device_id = t.device_id JOIN group_users gu ON gu.group_id = gd.group_id
         JOIN users u ON u.id = gu.user_id
         WHERE u.first_name = 'Frank' AND u.last_name = 'Full' AND t.tag = 'spsr' ORDER BY t.device_id LIMIT 1`,
      )
    ).rows[0] as { device_id: number; tag: string };
    target = { deviceId: Number(row.device_id), tag: row.tag };

    const page = await signedIn(FRANK);
    await openTab(page, target.deviceId, target.tag, 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Advanced' }).click();
    const hold = tab.getByLabel('For at least (minutes): Critical High');
    await hold.fill('1.5');
    await tab.getByText('A whole number of minutes up to 1440, and a band of 0 or more').first().waitFor();
    expect(await tab.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await hold.fill('10');
    await suite.screenshot(page, 'alarms-advanced-editing');
    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await tab.getByRole('button', { name: 'Edit Alarm' }).waitFor();

    await page.reload();
    await openTab(page, target.deviceId, target.tag, 'Alarms');
    const again = page.getByTestId('alarms-tab');
    await again.getByRole('button', { name: 'Advanced' }).click();
    const shown = again.getByTestId('advanced-holdMinutes-criticalHigh');
    await shown.waitFor();
    expect(await shown.textContent()).toBe('10');
    await suite.screenshot(page, 'alarms-advanced-saved');
    const stored = await suite.db.query('SELECT threshold, hold_minutes FROM tag_threshold_holds WHERE device_id = $1 AND tag = $2', [
      target.deviceId,
      target.tag,
    ]);
    expect(stored.rows).toEqual([{ threshold: 'critical_high', hold_minutes: 10 }]);
  });
});
