import { describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../server/src/demo/demoDeviceSecret';
import { baseUrl } from './helpers/browser';
import { MARY, SAM, managerToolsSuite } from './helpers/managerToolsSuite';
import { expectAccessible } from './helpers/axe';

/*
 * Update Devices (and its Clear Alarms / Clear Data) against the real server with demo data. Mary Manager runs
 * Acme Oil & Gas; 24505 belongs to Beta Gas Co, so she may not change it. Whatever a test changes in the demo data
 * it puts back, since the other browser tests share this server.
 */

const MINE = [20309, 20311] as const;
const BETA = 24505;

const { suite, signedIn, screenshot } = managerToolsSuite();

/** What a field device does over HTTP; the answer carries its current settings downlink. */
async function deviceSends(deviceID: number, type: string, body: unknown): Promise<{ downlink?: { version: string } }> {
  const res = await fetch(`${baseUrl()}/api/devices/${deviceID}/messages/${type}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoDeviceSecret(deviceID)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { downlink?: { version: string } };
}

const intervals = async (ids: number[]) =>
  (
    await suite.db.query<{ device_id: string; key: string; desired_value: string | null }>(
      `SELECT device_id, key, desired_value FROM device_settings WHERE device_id = ANY($1) AND key IN ('interval_reading', 'interval_transmit') ORDER BY device_id, key`,
      [ids],
    )
  ).rows.map((r) => [Number(r.device_id), r.key, r.desired_value]);

describe('Update Devices as a manager', () => {
  it("updates the two devices of her company and lists the other company's device as refused", async () => {
    const all: number[] = [...MINE, BETA];
    const saved = await suite.db.query(`SELECT * FROM device_settings WHERE device_id = ANY($1)`, [all]);
    const betaBefore = await intervals([BETA]);
    const page = await signedIn(MARY);
    try {
      await page.goto(`${baseUrl()}/#/manager/update`);
      await page.getByRole('heading', { name: 'UPDATE DEVICES' }).waitFor();
      // no ids: the form error
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'There was an error with submitting the form. Check your settings for correct fields.' })
        .waitFor();
      await page.getByRole('button', { name: 'Ok' }).click();
      expect(await page.getByRole('button', { name: 'Fill PGE Example' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Clear Alarms' }).count()).toBe(1);

      await page.getByLabel('Device IDs').fill(`${MINE[0]}, ${BETA}, ${MINE[1]}`);
      await page.getByRole('button', { name: 'Transmit Settings' }).click();
      await page.getByLabel('Reading Interval (minutes)').fill('30');
      await page.getByLabel('Transmit Interval (minutes)').fill('60');
      await expectAccessible(page, 'mass update: the form filled');
      await screenshot(page, 'mary-update-form');
      await page.getByRole('button', { name: 'Save Changes' }).click();

      await page.getByText('Updated Devices').waitFor();
      const refused = page.getByRole('alert', { name: 'Refused devices' });
      await refused.getByText(`${BETA}: not found or not yours`).waitFor();
      expect(await refused.getByText(String(MINE[0])).count()).toBe(0);
      // the form was reset and the ids saved for this session
      expect(await page.getByLabel('Device IDs').inputValue()).toBe('');
      await page.getByRole('combobox', { name: 'Saved values' }).selectOption(`${MINE[0]},${BETA},${MINE[1]}`);
      expect(await page.getByLabel('Device IDs').inputValue()).toBe(`${MINE[0]},${BETA},${MINE[1]}`);
      await expectAccessible(page, 'mass update: done with a refused device');
      await screenshot(page, 'mary-update-done');

      expect(await intervals([...MINE])).toEqual([
        [MINE[0], 'interval_reading', '1800'],
        [MINE[0], 'interval_transmit', '3600'],
        [MINE[1], 'interval_reading', '1800'],
        [MINE[1], 'interval_transmit', '3600'],
      ]);
      expect(await intervals([BETA])).toEqual(betaBefore);
      const audit = await suite.db.query(`SELECT detail FROM audit_log WHERE action = 'massUpdate.update' ORDER BY id DESC LIMIT 1`);
      expect(audit.rows[0].detail.updated).toEqual([...MINE]);

      // delivery progress over the updated devices only; 20309 calls in, applies the change and reports it back
      const progress = page.getByRole('region', { name: 'Delivery progress' });
      await progress.getByText(/^Applied on \d of 2 devices/).waitFor();
      expect(await progress.getByTestId(`delivery-${BETA}`).count()).toBe(0);
      const { downlink } = await deviceSends(MINE[0], 'health', { voltage: 3.9 });
      await deviceSends(MINE[0], 'settings', {
        settings: { interval_reading: '1800', interval_transmit: '3600', config_version: downlink!.version },
      });
      await progress.getByText(`${MINE[0]}: applied`).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'mass update: progress');
      await screenshot(page, 'mary-update-progress');
    } finally {
      // the demo's simulated devices keep reporting their settings: a report between a delete and an insert would store
      // its row first, so the saved rows are written over whatever is there, and only the rows the test added go
      const rows = JSON.stringify(saved.rows);
      await suite.db.query(
        `DELETE FROM device_settings s WHERE device_id = ANY($1) AND NOT EXISTS (
           SELECT 1 FROM jsonb_populate_recordset(NULL::device_settings, $2::jsonb) r WHERE r.device_id = s.device_id AND r.key = s.key)`,
        [all, rows],
      );
      await suite.db.query(
        `INSERT INTO device_settings (device_id, key, desired_value, desired_time, reported_value, reported_time)
         SELECT device_id, key, desired_value, desired_time, reported_value, reported_time
           FROM jsonb_populate_recordset(NULL::device_settings, $1::jsonb)
         ON CONFLICT (device_id, key) DO UPDATE SET desired_value = EXCLUDED.desired_value, desired_time = EXCLUDED.desired_time,
           reported_value = EXCLUDED.reported_value, reported_time = EXCLUDED.reported_time`,
        [rows],
      );
      await page.context().close();
    }
  });
});

describe('Clear Alarms as a manager', () => {
  it("clears the alarms of her device and refuses the other company's, then puts them back", async () => {
    // an Acme device with a rule and every sensor normal, so that nothing pending is cancelled for good
    const pick = await suite.db.query<{ id: string }>(`SELECT r.device_id AS id FROM alarm_rules r JOIN devices d ON d.id = r.device_id
      JOIN companies c ON c.id = d.company_id AND c.name = 'Acme Oil & Gas'
      WHERE NOT EXISTS (SELECT 1 FROM tags t WHERE t.device_id = d.id AND t.alarm_flag <> 'norm')
        AND NOT EXISTS (SELECT 1 FROM notification_outbox o WHERE o.device_id = d.id AND o.status = 'pending')
      ORDER BY r.device_id LIMIT 1`);
    const id = Number(pick.rows[0]!.id);
    const rules = (await suite.db.query(`SELECT * FROM alarm_rules WHERE device_id = $1`, [id])).rows;
    const actions = (await suite.db.query(`SELECT * FROM alarm_actions WHERE device_id = $1`, [id])).rows;
    const tags = (
      await suite.db.query(
        `SELECT tag, critical_high, critical_low, high_warning, low_warning, alarm_flag_time, alarm_acknowledged_at, alarm_acknowledged_by FROM tags WHERE device_id = $1`,
        [id],
      )
    ).rows;
    const betaRules = (await suite.db.query(`SELECT id FROM alarm_rules WHERE device_id = $1 ORDER BY id`, [BETA])).rows;
    const page = await signedIn(MARY);
    try {
      await page.goto(`${baseUrl()}/#/manager/update`);
      await page.getByLabel('Device IDs').fill(`${id}, ${BETA}`);
      await page.getByRole('button', { name: 'Clear Alarms' }).click();
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await dialog.getByText('This clears ALL alarms of every chosen device. Are you sure?').waitFor();
      // it names the devices typed, so a wrong list is seen before it is cleared
      expect(await dialog.getByTestId('clear-devices').innerText()).toBe(`The 2 devices: ${id}, ${BETA}.`);
      expect(await dialog.getByLabel('delete ONLY alarms').count()).toBe(0);
      // spec 3: without the sensor-data permission the only option is 'also make changes'
      expect(await dialog.getByRole('checkbox').count()).toBe(1);
      expect(await dialog.getByLabel('also make changes', { exact: true }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Yes, Clear All' }).click();
      await page.getByText('Cleared Devices').waitFor();
      await page.getByRole('alert', { name: 'Refused devices' }).getByText(`${BETA}: not found or not yours`).waitFor();
      expect((await suite.db.query(`SELECT count(*)::int AS n FROM alarm_rules WHERE device_id = $1`, [id])).rows[0].n).toBe(0);
      expect((await suite.db.query(`SELECT id FROM alarm_rules WHERE device_id = $1 ORDER BY id`, [BETA])).rows).toEqual(betaRules);
    } finally {
      await suite.db.query(`DELETE FROM alarm_rules WHERE device_id = $1`, [id]);
      await suite.db.query(`DELETE FROM alarm_actions WHERE device_id = $1`, [id]);
      for (const r of rules) {
        await suite.db.query(
          `INSERT INTO alarm_rules (id, device_id, tag, name, symbol, value, "desc", sent, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [r.id, r.device_id, r.tag, r.name, r.symbol, r.value, r.desc, r.sent, r.created_at],
        );
      }
      for (const a of actions) {
        await suite.db.query(
          `INSERT INTO alarm_actions (id, device_id, tag, user_id, group_id, action, delay) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [a.id, a.device_id, a.tag, a.user_id, a.group_id, a.action, a.delay],
        );
      }
      for (const t of tags) {
        await suite.db.query(
          `UPDATE tags SET critical_high = $3, critical_low = $4, high_warning = $5, low_warning = $6, alarm_flag_time = $7,
          alarm_acknowledged_at = $8, alarm_acknowledged_by = $9 WHERE device_id = $1 AND tag = $2`,
          [
            id,
            t.tag,
            t.critical_high,
            t.critical_low,
            t.high_warning,
            t.low_warning,
            t.alarm_flag_time,
            t.alarm_acknowledged_at,
            t.alarm_acknowledged_by,
          ],
        );
      }
      await page.context().close();
    }
  });
});

describe('Update Devices as a super user', () => {
  it('fills the PGE example and offers Clear Data with its three options', async () => {
    const page = await signedIn(SAM);
    try {
      await page.goto(`${baseUrl()}/#/manager/update`);
      await page.getByRole('button', { name: 'Fill PGE Example' }).click();
      await page.getByRole('button', { name: 'Transmit Settings' }).click();
      expect(await page.getByLabel('Reading Interval (minutes)').inputValue()).toBe('60');
      expect(await page.getByLabel('Transmit Interval (minutes)').inputValue()).toBe('2880');
      await page.getByRole('button', { name: 'Alarm Settings' }).click();
      expect(await page.getByLabel('Rule 3 value').inputValue()).toBe('90');
      await page.getByLabel('Device IDs').fill('20309');
      await page.getByRole('button', { name: 'Clear Data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await dialog.getByText('also make my setting changes').waitFor();
      expect(await dialog.getByTestId('clear-devices').innerText()).toBe('The device: 20309.');
      await dialog.getByLabel('delete alarms too').check();
      await dialog.getByLabel('delete ONLY alarms').check();
      expect(await dialog.getByLabel('delete alarms too').isChecked()).toBe(false);
      await expectAccessible(page, 'mass update: clear data warning modal');
      await screenshot(page, 'sam-clear-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await page.context().close();
    }
  });
});

describe('Update Devices with devices that cannot take everything', () => {
  it('applies the PGE example to an older firmware without its transmit interval, naming it; a fully refused save keeps the form', async () => {
    const acme = (await suite.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`)).rows[0]!.id;
    const old = (
      await suite.db.query<{ id: string; display_units: string | null }>(
        `SELECT d.id, t.display_units FROM devices d JOIN tags t ON t.device_id = d.id AND t.tag = 'temp'
       WHERE d.company_id = $1 AND d.is_active AND d.in_service AND coalesce(d.firmware_version, 0) < 18500 ORDER BY d.id LIMIT 1`,
        [acme],
      )
    ).rows[0]!;
    const id = Number(old.id);
    const page = await signedIn(SAM);
    try {
      await page.goto(`${baseUrl()}/#/manager/update`);
      await page.getByRole('button', { name: 'Fill PGE Example' }).click();
      await page.getByLabel('Device IDs').fill(String(id));
      // each value says the unit it is read in: the example chooses °C for temperature, its rules' and thresholds' unit
      await page.getByRole('button', { name: 'Alarm Settings' }).click();
      const notes = page.getByRole('note', { name: 'Units' });
      await expect.poll(() => notes.getByText(/values are in °C \(the Display Units chosen\), on every device\./).count()).toBe(2);
      // without a unit chosen, the rules are read in the device's own
      await page.getByRole('button', { name: 'Graph Settings' }).click();
      await page.getByLabel('Display Units').selectOption('');
      await notes
        .getByText(/^Sensor Temperature values are in °[FC]\.$/)
        .first()
        .waitFor();
      await screenshot(page, 'sam-update-units');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page
        .getByRole('alert', { name: 'Updated without a setting' })
        .getByText(`${id}: Transmit Interval not sent, over this device's limit of 500 minutes`)
        .waitFor();
      await screenshot(page, 'sam-update-skipped');
      const rules = await suite.db.query(`SELECT name FROM alarm_rules WHERE device_id = $1 AND name LIKE 'Temperature above %'`, [id]);
      expect(rules.rowCount).toBe(3);
      const transmit = await suite.db.query(
        `SELECT 1 FROM device_settings WHERE device_id = $1 AND key = 'interval_transmit' AND desired_value = '172800'`,
        [id],
      );
      expect(transmit.rowCount).toBe(0);

      // every device refused: what was typed stays, to be corrected and sent again
      await page.getByRole('button', { name: 'Fill PGE Example' }).click();
      await page.getByLabel('Device IDs').fill('24501');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('alert', { name: 'Refused devices' }).waitFor();
      expect(await page.getByLabel('Device IDs').inputValue()).toBe('24501');
      expect(await page.getByLabel('Rule 3 value').inputValue()).toBe('90');
    } finally {
      await suite.db.query(`DELETE FROM alarm_rules WHERE device_id = $1 AND name LIKE 'Temperature above %'`, [id]);
      await suite.db.query(`DELETE FROM device_settings WHERE device_id = $1 AND key IN ('interval_reading', 'interval_transmit')`, [id]);
      await suite.db.query(`UPDATE tags SET display_units = $2 WHERE device_id = $1 AND tag = 'temp'`, [id, old.display_units]);
      await page.context().close();
    }
  });
});
