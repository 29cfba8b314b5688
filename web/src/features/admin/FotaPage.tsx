import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FOTA_SIGNATURE_MAX, fotaSignatureProblem, mappedFotaSignature, splitFirmware } from '@fieldwatch/domain';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { fotaApi } from './fotaApi';

const logged =
  <T,>(what: string, load: () => Promise<T>) =>
  async () => {
    try {
      return await load();
    } catch (err) {
      // spec 3 §8: load failures are only logged
      console.error(`Loading ${what} failed:`, err);
      throw err;
    }
  };

function DefaultImagePanel(props: {
  label: string;
  current: string | undefined;
  options: { name: string; crc_id: string }[];
  button: string;
  save: (crc: string) => Promise<unknown>;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const currentName = props.options.find((o) => o.crc_id === props.current)?.name;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {props.label}: <b>{props.current ?? 'None'}</b>
        {currentName ? ` (${currentName})` : ''}
      </Text>
      <Select
        aria-label={props.button}
        placeholder="Select signature"
        data={props.options.map((o) => ({ value: o.crc_id, label: `${o.name} (${o.crc_id})` }))}
        value={choice}
        onChange={setChoice}
        searchable
      />
      <Button
        disabled={choice === null}
        onClick={() => {
          if (choice === null) return;
          setStatus(null);
          props.save(choice).then(
            () => setStatus({ ok: true, text: 'Saved' }),
            (err: unknown) => setStatus({ ok: false, text: err instanceof Error ? err.message : String(err) }),
          );
        }}
      >
        {props.button}
      </Button>
      {status && (
        <Text size="sm" c={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </Text>
      )}
    </Stack>
  );
}

/** Spec 3 FOTA Management: default application and relocate images, and relocate → FOTA signature mappings. */
export function FotaPage() {
  const queryClient = useQueryClient();
  const defaults = useQuery({ queryKey: ['fota', 'defaults'], queryFn: logged('default images', fotaApi.defaultImages), retry: false });
  const versions = useQuery({
    queryKey: ['fota', 'versions'],
    queryFn: logged('firmware versions', fotaApi.firmwareVersions),
    retry: false,
  });
  const mappings = useQuery({
    queryKey: ['fota', 'mappings'],
    queryFn: logged('signature mappings', fotaApi.signatureMappings),
    retry: false,
  });
  const split = splitFirmware(versions.data ?? []);
  const current = (key: string) => defaults.data?.find((d) => d.key === key)?.value;

  const mappingList = mappings.data ?? [];
  const [relocate, setRelocate] = useState<string | null>(null);
  const [fota, setFota] = useState('');
  const [mapStatus, setMapStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // spec 3 §4: the first mapping's relocate value is preselected, with its FOTA signature
  useEffect(() => {
    const first = mappingList[0];
    if (relocate === null && first) {
      setRelocate(first.relocate_image_crc_id);
      setFota(first.fota_image_crc_id);
    }
  }, [mappingList, relocate]);
  const relocateOptions = [...new Set([...mappingList.map((m) => m.relocate_image_crc_id), ...split.relocate.map((v) => v.crc_id)])].map(
    (crc) => {
      const name = split.relocate.find((v) => v.crc_id === crc)?.name;
      return { value: crc, label: name ? `${name} (${crc})` : crc };
    },
  );
  const fotaProblem = fota.length > FOTA_SIGNATURE_MAX ? fotaSignatureProblem(fota) : null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['fota'] });

  return (
    <ScreenHeader title="FOTA Management">
      <Grid maw={1100}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              Firmware Defaults
            </Title>
            <Stack gap="lg">
              <DefaultImagePanel
                label="Current application default"
                current={current('application_image')}
                options={split.application}
                button="Update Application Default"
                save={(crc) => fotaApi.setApplicationDefault(crc).then(refresh)}
              />
              <DefaultImagePanel
                label="Current relocate default"
                current={current('relocate_image')}
                options={split.relocate}
                button="Update Relocate Default"
                save={(crc) => fotaApi.setRelocateDefault(crc).then(refresh)}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="sm">
              Signature Mapping
            </Title>
            <Stack gap="xs">
              <Select
                label="Relocate Signature"
                placeholder="Select signature"
                data={relocateOptions}
                value={relocate}
                onChange={(v) => {
                  setRelocate(v);
                  setFota(v === null ? '' : mappedFotaSignature(mappingList, v));
                  setMapStatus(null);
                }}
              />
              <TextInput label="FOTA Signature" value={fota} onChange={(e) => setFota(e.currentTarget.value)} error={fotaProblem} />
              <Button
                disabled={relocate === null}
                onClick={() => {
                  const problem = fotaSignatureProblem(fota);
                  if (problem) return setMapStatus({ ok: false, text: problem });
                  if (relocate === null) return;
                  setMapStatus(null);
                  fotaApi.setMapping(relocate, fota.trim()).then(
                    () => {
                      setMapStatus({ ok: true, text: 'Saved' });
                      void refresh();
                    },
                    (err: unknown) => setMapStatus({ ok: false, text: err instanceof Error ? err.message : String(err) }),
                  );
                }}
              >
                Update Mapping
              </Button>
              {mapStatus && (
                <Alert color={mapStatus.ok ? 'green' : 'red'} role={mapStatus.ok ? 'status' : 'alert'} p="xs">
                  {mapStatus.text}
                </Alert>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </ScreenHeader>
  );
}
