// A ticked item the app moves to another list (TiddlyWiki's task example: "Outstanding tasks" →
// "Completed tasks", each list drawn anew): "the checkbox next to "x" under "Outstanding tasks"" is the
// checkbox beside that text in the part that heading heads, and once ticked it is the one beside that text
// wherever the app put it. Traps: the text under the other heading, and a heading the page does not have,
// stay unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Tasks</title>
<h2>Outstanding tasks</h2><ul id="todo"></ul>
<h2>Completed tasks</h2><ul id="done"></ul>
<script>
  const tasks = [{ t: 'Make the beds', done: false }, { t: 'Walk the dog', done: false }, { t: 'Go to Mordor', done: true }];
  function draw() {
    for (const [id, done] of [['todo', false], ['done', true]]) {
      const list = document.getElementById(id);
      list.innerHTML = '';
      for (const task of tasks.filter((x) => x.done === done)) {
        const li = document.createElement('li');
        li.innerHTML = '<label><input type="checkbox"' + (done ? ' checked' : '') + '> ' + task.t + '</label>';
        li.querySelector('input').addEventListener('change', (e) => { task.done = e.target.checked; draw(); });
        list.append(li);
      }
    }
  }
  draw();
</script>`;

const FEATURE = `Feature: Ticking a task moves it
  Scenario: tick a task off the outstanding list
    Given I am on "/tasks.html"
    When I tick the checkbox next to "Make the beds" under "Outstanding tasks"
    Then I should see "Make the beds" in the "#done" element
    And I should not see "Make the beds" in the "#todo" element

  Scenario: a task under the other heading
    Given I am on "/tasks.html"
    When I tick the checkbox next to "Walk the dog" under "Completed tasks"

  Scenario: a heading the page does not have
    Given I am on "/tasks.html"
    When I tick the checkbox next to "Make the beds" under "Someday tasks"
`;

const project = useSiteProject({ 'site/tasks.html': PAGE, 'features/tasks.feature': FEATURE });

describe('a ticked item the app moves to another list', () => {
  it('ticks the checkbox beside the text under that heading, and follows it to the list it moves to', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output)
      .toMatch(/compiled When I tick the checkbox next to "Make the beds" under "Outstanding tasks"/);
    expect(compile.stdout).toMatch(/unsure\s+When I tick the checkbox next to "Walk the dog" under "Completed tasks"/);
    expect(compile.stdout).toMatch(/unsure\s+When I tick the checkbox next to "Make the beds" under "Someday tasks"/);
    const run = await project.run('features/tasks.feature:2', 'cache');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    expect(run.stdout).toMatch(/4 steps \(4 passed\)/);
  }, 600_000);
});
