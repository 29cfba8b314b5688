import type { CompanySummary } from './graphql/companies';

/**
 * Inactive companies are hidden unless the user may see them (spec 1 §6 viewInactiveCompanies, spec 3 §2),
 * listed by name. A shared rule: it belongs in domain next to capabilitiesOf.
 */
export function visibleCompanies(companies: readonly CompanySummary[], viewInactive: boolean): CompanySummary[] {
  return companies
    .filter((company) => viewInactive || company.isActive)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', undefined, { sensitivity: 'base' }));
}
