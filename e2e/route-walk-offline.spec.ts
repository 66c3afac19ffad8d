import { defineWalk } from './route-walk/walker';

/*
 * Every route, as every account that may open it, with the network dropped after the
 * first load: once with the route's code not loaded yet (the chunk and the calls fail), once with
 * every page's code loaded before (only the calls fail).
 */
defineWalk('offline');
defineWalk('offline-loaded');
