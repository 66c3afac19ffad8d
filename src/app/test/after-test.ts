/**
 * What a test leaves behind that the kit undoes: the rendered apps (closed first) and the session
 * (cleared last). `setup.ts` runs `runAfterTestTasks` after every test; this module imports nothing,
 * so the setup costs a file that renders no app nothing.
 *
 * The list lives on `globalThis`, not in the module: a test that calls `vi.resetModules()` and
 * imports the kit again (reset-password-reload.test.tsx) registers into the same list the setup
 * drains. It is safe to share with the worker's other files (`isolate: false`): every test drains
 * it, each task runs once and is forgotten, so nothing carries over into the next test or file.
 */
type Task = () => void;

const tasks = ((globalThis as { __appTestTasks?: { first: Set<Task>; last: Set<Task> } }).__appTestTasks ??= {
  first: new Set<Task>(),
  last: new Set<Task>(),
});

/** Runs `task` once after the current test: 'first' for closing apps, 'last' for the session. */
export function afterThisTest(task: Task, when: 'first' | 'last' = 'first'): void {
  tasks[when].add(task);
}

/** Runs and forgets every task, apps before the session; a failing task does not stop the others. */
export function runAfterTestTasks(): void {
  const due = [...tasks.first, ...tasks.last];
  tasks.first.clear();
  tasks.last.clear();
  const errors: unknown[] = [];
  for (const task of due) {
    try {
      task();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
