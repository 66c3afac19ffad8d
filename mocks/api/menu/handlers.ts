import { db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { okData } from '../../lib/respond';

/** The server's menu (tag `menu`): read-only configuration. */
export const handlers = [
  // Only the portal menu exists; it is also the default when no menuType is given.
  onApi('getMenuConfigList', ({ request }) => {
    const menuType = new URL(request.url).searchParams.get('menuType');
    return okData(!menuType || menuType === 'portal' ? db.menus : []);
  }),
];
