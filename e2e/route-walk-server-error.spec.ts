import { defineWalk } from './route-walk/walker';

/* Issue 12: every route, as every account that may open it, under ?mock=server-error: every contract call answers code 500. */
defineWalk('server-error');
