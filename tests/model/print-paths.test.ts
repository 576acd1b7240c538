/** `npm run test:paths` in both formats: every registered model printed, every path as numbered steps. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FLOW_MODELS, pathsOf } from './registry';

const run = async (...args: string[]) => (await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/print-paths.ts', ...args])).stdout;

describe('npm run test:paths', () => {
  it('prints every model with its paths as numbered steps', async () => {
    const text = await run();
    for (const flow of FLOW_MODELS) expect(text).toContain(`== ${flow.title} (${pathsOf(flow).length} paths) ==`);
    expect(text).toContain('Path 1: ');
    expect(text).toMatch(/^ {2}1\. captcha\.served → login\.ready$/m);
  }, 60_000);

  it('--format md writes a test plan: a table of numbered steps per path, what to do and what the screen shows', async () => {
    const md = await run('--format', 'md');
    expect(md).toMatch(/^# Test plan: flow paths$/m);
    const total = FLOW_MODELS.reduce((sum, flow) => sum + pathsOf(flow).length, 0);
    expect(md).toContain(`${FLOW_MODELS.length} flows, ${total} paths`);
    expect(md.match(/^### /gm)).toHaveLength(total);
    expect(md).toContain('| 0 | Open /forgot-password and follow "Back to login" (reached in the app, the form loads its captcha) | The login form without a captcha image, Login disabled: the captcha is loading |');
    expect(md).toContain('| 1 | Let the captcha request (GET /api/auth/captcha) answer | The captcha image shows');
    expect(md).toContain('| 1 | As the provider (admin@example.com), press "Accept" | Status "In Progress" |');
  }, 60_000);

  it('--only prints one flow, and an unknown format is refused', async () => {
    const text = await run('--only', 'holiday-popup');
    expect(text.match(/^== /gm)).toEqual(['== ']);
    await expect(run('--format', 'pdf')).rejects.toThrow(/--format must be text or md/);
  }, 60_000);
});
