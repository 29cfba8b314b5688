import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFolderOff, IconFolderPlus } from '@tabler/icons-react';
import { buildFolderTree, childPath, normalizePath, TEXT_LIMITS } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { FolderPickerNode } from './FolderPickerNode';
import { PATH_INPUT } from './pathInputQuery';
import classes from './folderPicker.module.css';

export interface FolderPickerProps {
  /** The chosen path; null is no folder ('None'). */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The company whose folders are offered (super users choosing for another company); else the user's own. */
  companyID?: number | null;
  label?: string;
}

/**
 * Chooses a directory path for a device (spec 1 §2): the company's folders as a tree, 'New Folder' to make a
 * folder inside the chosen one, 'None' for no folder. Hidden when the folders cannot be read (spec 1 §8).
 */
export function FolderPicker({ value, onChange, companyID = null, label = 'Folder' }: FolderPickerProps) {
  const { data, isError } = useGraphQLQuery(PATH_INPUT, { selectedCompanyID: companyID });
  // folders made here exist only once a device is saved in them, so the picker remembers them meanwhile
  const [created, setCreated] = useState<string[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const current = value === null ? null : normalizePath(value) || null;
  const tree = useMemo(
    () => buildFolderTree([...(data?.devicesRe ?? []).map((d) => d.path), ...created, ...(current ? [current] : [])]),
    [data, created, current],
  );

  if (isError) return null;

  const create = () => {
    const path = childPath(current, name);
    if (path === '' || path === normalizePath(current)) return;
    setCreated((prev) => [...prev, path]);
    onChange(path);
    setNaming(false);
    setName('');
  };

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}:{' '}
          <Text span c={current ? undefined : 'dimmed'}>
            {current ?? 'None'}
          </Text>
        </Text>
        <Group gap={4}>
          <Button size="compact-sm" variant="subtle" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setNaming(true)}>
            New Folder
          </Button>
          <Button
            size="compact-sm"
            variant={current === null ? 'light' : 'subtle'}
            leftSection={<IconFolderOff size={16} aria-hidden />}
            aria-pressed={current === null}
            onClick={() => onChange(null)}
          >
            None
          </Button>
        </Group>
      </Group>
      {naming && (
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={`New folder in ${current ?? '/'}`}
            maxLength={TEXT_LIMITS.name}
            value={name}
            autoFocus
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                create();
              } else if (e.key === 'Escape') setNaming(false);
            }}
          />
          <Button size="xs" onClick={create} disabled={name.trim() === ''}>
            Add
          </Button>
          <Button size="xs" variant="default" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </Group>
      )}
      <div className={classes.box}>
        <ul className={classes.list}>
          {tree.map((node) => (
            <FolderPickerNode key={node.path} node={node} value={current} onPick={onChange} />
          ))}
        </ul>
      </div>
    </Stack>
  );
}
