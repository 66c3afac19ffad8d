import type { CheckConfig } from '@/shared/api/generated/model';

/**
 * The institution's types described by the service's catalogue: a type is offered when the
 * institution has it, with the institution's own fields (its price) over the catalogue's
 * (description, unit).
 */
export function mergeCheckTypes(agentTypes: readonly CheckConfig[], catalogue: readonly CheckConfig[]): CheckConfig[] {
  const described = new Map(catalogue.map((type) => [type.id, type]));
  return agentTypes.map((own) => {
    const fields = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined && value !== null && value !== ''));
    return { ...described.get(own.id), ...fields } as CheckConfig;
  });
}
