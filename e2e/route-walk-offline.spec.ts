import { defineWalk } from './route-walk/walker';

/* Issue 12: every route, as every account that may open it, with the network dropped after the first load. */
defineWalk('offline');
