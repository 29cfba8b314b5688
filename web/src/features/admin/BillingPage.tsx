import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { invoiceYears, QUARTERS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { BILLING_COMPANIES, INVOICE } from './graphql/billing';
import { errorText } from './errorText';
import { openInvoiceWindow } from './openInvoiceWindow';

/** Spec 3 Generate Invoice: the server renders the invoice; it opens in an 800x600 window. */
export function BillingPage() {
  const companiesQuery = useGraphQLQuery(BILLING_COMPANIES, {});
  const companies = companiesQuery.data?.billingCompanies ?? [];
  const [companyID, setCompanyID] = useState<number | null>(null);
  const [quarter, setQuarter] = useState<number | null>(null);
  const [year, setYear] = useState<number>(() => new Date().getFullYear());
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const company = companies.find((c) => c.id === companyID) ?? null;

  const chooseCompany = (id: number | null) => {
    setCompanyID(id);
    // spec 3 §4: choosing a company selects all of its codes and takes its tax flag
    setCodes(companies.find((c) => c.id === id)?.accountingCodes ?? []);
  };

  const generate = async () => {
    setError(null);
    if (company === null || company.id === null || quarter === null) return setError('Choose a company, a quarter and a year.');
    // opened before the request so that the browser counts it as the click's own window, not a pop-up
    const win = window.open('', '_blank', 'width=800,height=600');
    setPending(true);
    try {
      const { invoice } = await graphqlRequest(INVOICE, {
        quarter,
        year,
        companyID: company.id,
        isTaxed: company.isTaxed,
        invoiceNumber,
        accountingCodes: codes,
      });
      openInvoiceWindow(win, invoice?.html ?? '');
    } catch (err) {
      win?.close();
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <ScreenHeader title="Generate Invoice">
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="sm">
          <Select
            label="Company"
            data={companies.map((c) => ({ value: String(c.id), label: c.name ?? String(c.id) }))}
            value={companyID === null ? null : String(companyID)}
            onChange={(v) => chooseCompany(v === null ? null : Number(v))}
            searchable
          />
          <Select
            label="Quarter"
            data={QUARTERS.map((q) => ({ value: String(q.value), label: q.label }))}
            value={quarter === null ? null : String(quarter)}
            onChange={(v) => setQuarter(v === null ? null : Number(v))}
          />
          <Select
            label="Year"
            data={invoiceYears(new Date()).map((y) => String(y))}
            value={String(year)}
            onChange={(v) => v && setYear(Number(v))}
            allowDeselect={false}
          />
          <TextInput label="Invoice Number" value={invoiceNumber} onChange={(e) => setInvoiceNumber(e.currentTarget.value)} />
          <Tooltip
            label="Tax status is changed on the company page"
            position="bottom-start"
            events={{ hover: true, focus: true, touch: false }}
          >
            <div>
              <Checkbox label="Include Tax" checked={company?.isTaxed ?? false} readOnly />
            </div>
          </Tooltip>
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500}>
                Accounting Codes
              </Text>
              <Group gap="xs">
                <Button size="compact-xs" variant="subtle" onClick={() => setCodes(company?.accountingCodes ?? [])}>
                  All
                </Button>
                <Button size="compact-xs" variant="subtle" onClick={() => setCodes([])}>
                  None
                </Button>
              </Group>
            </Group>
            {company === null ? (
              <Text size="sm" c="dimmed">
                Choose a company
              </Text>
            ) : !company.accountingCodes?.length ? (
              <Text size="sm" c="dimmed">
                No accounting codes
              </Text>
            ) : (
              <Stack gap={4}>
                {company.accountingCodes.map((code) => (
                  <Checkbox
                    key={code}
                    label={code}
                    checked={codes.includes(code)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setCodes((cs) => (on ? [...cs, code] : cs.filter((c) => c !== code)));
                    }}
                  />
                ))}
              </Stack>
            )}
          </div>
          {error !== null && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button onClick={() => void generate()} loading={pending}>
            Generate Invoice
          </Button>
        </Stack>
      </Paper>
    </ScreenHeader>
  );
}
