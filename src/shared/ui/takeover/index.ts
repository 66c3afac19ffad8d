/** The takeover of a prerendered page in steps (issue 13): see takeover-steps.tsx. */
export { afterTakeoverSteps, beginTakeoverSteps, InNextTask } from './takeover-steps';
export { nextTask } from './next-task';
