import { db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { okData } from '../../lib/respond';

/** The dictionaries (tag `dict`): read-only configuration. */
export const handlers = [
  // An unknown type answers an empty list, as the backend does, rather than an error.
  onApi('getDictData', ({ params }) => okData(db.dicts[params.type] ?? [])),
];
