import { applicationHandlers } from '../api/application/handlers';
import { articleHandlers } from '../api/article/handlers';
import { checkHandlers } from '../api/check/handlers';
import { empowerHandlers } from '../api/empower/handlers';
import { expertHandlers } from '../api/expert/handlers';
import { periodicalHandlers } from '../api/periodical/handlers';
import { reportHandlers } from '../api/report/handlers';
import { resourceHandlers } from '../api/resource/handlers';
import { workHandlers } from '../api/work/handlers';

/**
 * The public portal's content: experts, articles, journals, works, empowerment cases,
 * resources, orders, coupons, reports, check submissions and applications, one file per tag in
 * content/. All provisional in the contract.
 */
export const contentHandlers = [
  ...expertHandlers,
  ...articleHandlers,
  ...periodicalHandlers,
  ...workHandlers,
  ...empowerHandlers,
  ...resourceHandlers,
  ...reportHandlers,
  ...checkHandlers,
  ...applicationHandlers,
];
