import { defineWalk } from './route-walk/walker';

/*
 * Every route, as every account that may open it, under ?mock=ruoyi: paged lists answer
 * as RuoYi's TableDataInfo (rows and total at the top of the envelope, no data, total sometimes a
 * numeric string). Every call must succeed, and each such list is recorded as a tolerated repair.
 */
defineWalk('ruoyi');
