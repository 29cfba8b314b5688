import { useState } from 'react';
import { Alert, Button, Card, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEVICE_MODELS, PO_DEFAULTS, parsePoNumber, parseQuantity, purchaseOrderProblem } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ADD_PO, PO_LOOKUPS, type AddPOVariables } from './graphql/purchaseOrders';
import { errorText } from './errorText';
import { handOffCreatedPO } from './createdPoHandoff';

const initialQuantities = () => Object.fromEntries(DEVICE_MODELS.map((m) => [m.model, String(PO_DEFAULTS.quantity)]));

/**
 * Spec 3 New P.O.: manufacturer, SKU, P.O. number and a quantity per model. Unlike the original, the result is
 * awaited: errors are shown here, and on success /logistics opens with the new devices' PINs and secrets.
 */
export function NewPOPage() {
  const navigate = useNavigate();
  const lookups = useGraphQLQuery(PO_LOOKUPS, {});
  const [manufacturer, setManufacturer] = useState<string>(PO_DEFAULTS.manufacturerCode);
  const [sku, setSku] = useState<string>(PO_DEFAULTS.sku);
  const [poText, setPoText] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>(initialQuantities);
  const [error, setError] = useState<string | null>(null);
  const addPO = useMutation({ mutationFn: (v: AddPOVariables) => graphqlRequest(ADD_PO, v) });

  const po = parsePoNumber(poText);
  // numbers of recorded orders and of devices made before orders were recorded
  const existing = new Set([...(lookups.data?.purchaseOrders ?? []), ...(lookups.data?.devicesPO ?? [])].map((o) => o.po));
  const poTaken = po !== null && po !== undefined && existing.has(po);

  const submit = async () => {
    setError(null);
    if (po === undefined) return setError('The P.O. number must be a positive whole number.');
    const items = DEVICE_MODELS.map((m) => ({
      model: m.model,
      deviceType: m.deviceType,
      quantity: parseQuantity(quantities[m.model] ?? ''),
    }));
    const bad = items.find((i) => i.quantity === null);
    if (bad) return setError(`The quantity of ${bad.model} must be a whole number.`);
    const variables = { po, sku, manufacturerCode: manufacturer, items: items.map((i) => ({ ...i, quantity: i.quantity ?? 0 })) };
    const problem = purchaseOrderProblem(variables);
    if (problem) return setError(problem);
    try {
      const result = await addPO.mutateAsync(variables);
      handOffCreatedPO({ po, devices: result.addPO?.devices ?? [] });
      void navigate('/logistics');
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Stack p="lg" maw={560}>
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h3">
            New P.O.
          </Title>
          <Select
            label="Manufacturer"
            data={(lookups.data?.manufacturers ?? []).flatMap((m) =>
              m.code === null ? [] : [{ value: m.code, label: m.label ?? m.code }],
            )}
            value={manufacturer}
            onChange={(v) => v && setManufacturer(v)}
            allowDeselect={false}
          />
          <Select
            label="SKU"
            data={(lookups.data?.skus ?? []).flatMap((s) => (s.code === null ? [] : [{ value: s.code, label: s.label ?? s.code }]))}
            value={sku}
            onChange={(v) => v && setSku(v)}
            allowDeselect={false}
            searchable
          />
          <TextInput
            label={poTaken ? 'P.O. Number (already exists)' : 'P.O. Number'}
            inputMode="numeric"
            value={poText}
            onChange={(e) => setPoText(e.currentTarget.value)}
            error={poTaken}
          />
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Model</Table.Th>
                <Table.Th>Quantity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEVICE_MODELS.map((m) => (
                <Table.Tr key={m.model}>
                  <Table.Td>{m.model}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Quantity ${m.model}`}
                      inputMode="numeric"
                      value={quantities[m.model]}
                      error={parseQuantity(quantities[m.model] ?? '') === null}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setQuantities((q) => ({ ...q, [m.model]: value }));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {error !== null && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button onClick={() => void submit()} loading={addPO.isPending}>
            Create P.O.
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
