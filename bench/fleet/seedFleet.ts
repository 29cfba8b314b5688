import pg from 'pg';
import { chunked, copyRows } from './copyRows';
import { DEVICE_COLUMNS, fleetLines, TAG_COLUMNS, type FleetShape } from './fleetRows';

/**
 * Seeds the fleet's devices and their channels with latest values by COPY, in one transaction. The session runs with
 * `session_replication_role = replica`, which skips triggers (foreign keys included): the rows are generated
 * consistent, and the `alarm_config` announcements the tags' insert trigger would send, one a tag, only tell servers
 * to forget what they cannot have cached for tags that did not exist. Needs a superuser (the bench's embedded
 * PostgreSQL). ANALYZE follows, as the planner would otherwise take 100,000 rows for a handful.
 */
export async function seedFleet(client: pg.ClientBase, shape: FleetShape): Promise<{ devices: number; tags: number }> {
  const tagLines: string[] = [];
  const deviceLines = function* () {
    for (const row of fleetLines(shape)) {
      tagLines.push(row.tags);
      yield row.device;
    }
  };
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL session_replication_role = replica`);
    const devices = await copyRows(client, 'devices', DEVICE_COLUMNS, chunked(deviceLines()));
    const tags = await copyRows(client, 'tags', TAG_COLUMNS, chunked(tagLines));
    await client.query('COMMIT');
    await client.query('ANALYZE devices; ANALYZE tags');
    return { devices, tags };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
}
