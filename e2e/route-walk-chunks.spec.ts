import { defineWalk } from './route-walk/walker';

/* Every route, as every account that may open it, with every code chunk not loaded yet failing to load. */
defineWalk('chunks');
