import { defineWalk } from './route-walk/walker';

/* Every route, as every account that may open it, under ?mock=server-error: every contract call answers code 500. */
defineWalk('server-error');
