import { readdir, readFile } from 'node:fs/promises';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow, type WorkflowTemplate } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import PACKAGE from '../../package.json';
import { DRAFT_CHECK_CONTEXT } from '../../src/desk/editor-token/editor-backend';

/**
 * The GitHub Actions workflows (.github/workflows/), read by GitHub's own
 * parser (@actions/workflow-parser, the one behind GitHub's editor and
 * language server): a key GitHub does not know, a missing one or a broken
 * expression fails here rather than on the first pull request.
 */
const FOLDER = '.github/workflows';
const CI_RUN = await readFile('.ci/run', 'utf8');
/** Where the documentation gives the deploy command ("To deploy: `…`"). */
const DEPLOY_COMMAND_AT = 'README.md#documentation';
const DEPLOY_DOCUMENT = await readFile(DEPLOY_COMMAND_AT.split('#')[0]!, 'utf8');

type Read = { errors: string[]; workflow: WorkflowTemplate; text: string };

async function read(file: string): Promise<Read> {
  const text = await readFile(`${FOLDER}/${file}`, 'utf8');
  const parsed = parseWorkflow({ name: file, content: text }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (!parsed.value) return { errors: errors.length > 0 ? errors : ['nothing read'], workflow: { events: {}, jobs: [] } as unknown as WorkflowTemplate, text };
  return { errors, workflow: await convertWorkflowTemplate(parsed.context, parsed.value), text };
}

/** Every `run:` of every job's steps, in order. */
const commandsOf = (workflow: WorkflowTemplate): string[] =>
  workflow.jobs.flatMap((job) => ('steps' in job ? job.steps : []).flatMap((step) => ('run' in step ? [String(step.run)] : [])));

const files = (await readdir(FOLDER)).filter((file) => /\.ya?ml$/.test(file));

describe('the workflows', () => {
  it('are the check of pull requests and the deployment on merge', () => {
    expect(files.sort()).toEqual(['checks.yml', 'deploy.yml']);
  });

  it.each(files)('%s is a valid workflow for GitHub', async (file) => {
    const { errors, workflow } = await read(file);
    expect(errors).toEqual([]);
    expect(workflow.jobs.length).toBeGreaterThan(0);
  });

  it('finds a broken workflow broken', async () => {
    const parsed = parseWorkflow({ name: 'broken.yml', content: 'on: push\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    stepz:\n      - run: npm test\n' }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((error) => error.message).join('\n')).toMatch(/stepz/);
  });
});

describe('the check of pull requests', () => {
  it('runs on every pull request what .ci/run runs on a fresh machine, and the content build on its own for its summary', async () => {
    const { workflow } = await read('checks.yml');
    expect(Object.keys(workflow.events)).toContain('pull_request');
    const commands = commandsOf(workflow);
    for (const command of CI_RUN.split('\n').filter((line) => /^npm (ci|test)\b/.test(line))) expect(commands.join('\n')).toContain(command);
    expect(commands.join('\n')).toContain(PACKAGE.scripts.build === 'node build.mjs' ? 'npm run build' : 'the build script changed');
    expect(commands.join('\n')).toContain('scripts/ci/check-summary.mjs');
  });

  it('sets the commit status the editor shows beside a draft', async () => {
    const { workflow } = await read('checks.yml');
    expect(commandsOf(workflow).join('\n')).toContain(`context="${DRAFT_CHECK_CONTEXT}"`);
  });
});

describe('the deployment', () => {
  it('runs on a merge to main the deploy command the documentation gives, one at a time', async () => {
    const { workflow, text } = await read('deploy.yml');
    expect(workflow.events).toMatchObject({ push: { branches: ['main'] } });
    const readmeCommand = /To deploy: `([^`]+)`/.exec(DEPLOY_DOCUMENT)?.[1];
    expect(readmeCommand).toBe('npm run deploy');
    expect(commandsOf(workflow)).toContain(readmeCommand);
    expect(text).toMatch(/cancel-in-progress: false/);
    expect(text).toMatch(/CLOUDFLARE_API_TOKEN: \$\{\{ secrets\.CLOUDFLARE_API_TOKEN \}\}/);
  });
});
