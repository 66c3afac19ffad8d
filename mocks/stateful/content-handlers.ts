import { applicationHandlers } from './content/application-handlers';
import { articleHandlers } from './content/article-handlers';
import { checkHandlers } from './content/check-handlers';
import { empowerHandlers } from './content/empower-handlers';
import { expertHandlers } from './content/expert-handlers';
import { periodicalHandlers } from './content/periodical-handlers';
import { reportHandlers } from './content/report-handlers';
import { resourceHandlers } from './content/resource-handlers';
import { workHandlers } from './content/work-handlers';

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
