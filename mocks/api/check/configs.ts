import type { CheckConfig } from '@/shared/api/generated/model';
import { db } from '../../db/database';

/** The check types of one service (CheckConfig.type): the portal's and the institutions' price lists. */
export function checkConfigsOfType(type: string): CheckConfig[] {
  return db.checkConfigs.filter((config) => config.type === type);
}
