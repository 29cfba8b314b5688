import { useMemo } from 'react';
import { Group, Select, SimpleGrid } from '@mantine/core';
import { tagLabel } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../../api/useGraphQLQuery';
import { GET_DEVICES_SETTINGS } from '../graphql/graphDevices';
import type { SettingsDraft } from './settingsDraft';

const GRAPH_NAMES = ['Secondary Graph', 'Third Graph', 'Fourth Graph', 'Fifth Graph'];

type Link = SettingsDraft['links'][number];

interface Props {
  links: Link[];
  readOnly: boolean;
  onChange: (links: Link[]) => void;
}

/**
 * The 2nd to 5th graph choices (spec 2 §2.2, §7 updateTag): a device the viewer may read (GET_DEVICES_SETTINGS), then
 * one of that device's tags. Clearing the device clears the graph.
 */
export function GraphLinkPickers({ links, readOnly, onChange }: Props) {
  const devices = useGraphQLQuery(GET_DEVICES_SETTINGS, {}, { staleTime: 5 * 60_000 });
  const list = useMemo(() => devices.data?.devicesRe ?? [], [devices.data]);
  const deviceOptions = useMemo(
    () => list.map((d) => ({ value: String(d.id), label: d.name ? `${d.id} ${d.name}` : String(d.id) })),
    [list],
  );
  const update = (i: number, l: Link) => onChange(links.map((x, j) => (j === i ? l : x)));
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }}>
      {links.map((l, i) => {
        const id = l.deviceID === '' ? null : String(l.deviceID);
        const device = list.find((d) => String(d.id) === id);
        // a saved choice stays visible while the list loads (or if the device left the viewer's list)
        const options = id && !device ? [...deviceOptions, { value: id, label: id }] : deviceOptions;
        const tags = (device?.tags ?? []).map((t) => ({ value: t.tag, label: `${tagLabel(t.tag)} (${t.tag})` }));
        if (l.tag && !tags.some((t) => t.value === l.tag)) tags.push({ value: l.tag, label: l.tag });
        return (
          <Group key={GRAPH_NAMES[i]} grow align="flex-end">
            <Select
              label={`${GRAPH_NAMES[i]} Device`}
              placeholder="None"
              searchable
              clearable={!readOnly}
              readOnly={readOnly}
              value={id}
              data={options}
              limit={200}
              nothingFoundMessage={devices.isPending ? 'Loading...' : 'No device'}
              onChange={(v) => {
                const next = list.find((d) => String(d.id) === v);
                const keep = next?.tags.some((t) => t.tag === l.tag) ? l.tag : (next?.tags[0]?.tag ?? '');
                update(i, v ? { deviceID: Number(v), tag: keep } : { deviceID: '', tag: '' });
              }}
            />
            <Select
              label={`${GRAPH_NAMES[i]} Tag`}
              placeholder="None"
              readOnly={readOnly}
              disabled={!readOnly && !id}
              value={l.tag || null}
              data={tags}
              onChange={(v) => update(i, { ...l, tag: v ?? '' })}
            />
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
