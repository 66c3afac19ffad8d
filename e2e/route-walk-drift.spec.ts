import { defineWalk } from './route-walk/walker';

/* Every route, as every account that may open it, under ?mock=drift: answers of another shape than the contract's. */
defineWalk('drift');
