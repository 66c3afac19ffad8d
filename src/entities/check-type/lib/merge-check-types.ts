import type { CheckConfig } from '@/shared/api/generated/model';

/** An entry that can be offered: it has an id and a name. */
export const isCheckType = (value: CheckConfig | null | undefined): value is CheckConfig =>
  Boolean(value) && typeof value?.id === 'number' && typeof value.name === 'string';

/**
 * The institution's types described by the service's catalogue: a type is offered when the
 * institution has it, with the institution's own fields (its price) over the catalogue's
 * (description, unit).
 */
export function mergeCheckTypes(agentTypes: readonly (CheckConfig | null)[], catalogue: readonly (CheckConfig | null)[]): CheckConfig[] {
  const described = new Map(catalogue.filter(isCheckType).map((type) => [type.id, type]));
  return agentTypes.filter(isCheckType).map((own) => {
    const fields = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined && value !== null && value !== ''));
    return { ...described.get(own.id), ...fields } as CheckConfig;
  });
}
