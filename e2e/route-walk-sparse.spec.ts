import { defineWalk } from './route-walk/walker';

/*
 * Every route, as every account that may open it, under ?mock=sparse: only the fields the
 * contract requires, optional ones absent or null, long names, big counters. Every call must succeed.
 */
defineWalk('sparse');
