import { defineWalk } from './route-walk/walker';

/* Issue 12: every route, as every account that may open it, under ?mock=drift: answers of another shape than the contract's. */
defineWalk('drift');
