/**
 * Prints the generated paths of every registered test model (tests/model/registry.ts).
 *   npm run test:paths                              each path as numbered steps, event → state
 *   npm run test:paths -- --format md > test-plan.md  a test plan a person can follow
 *   npm run test:paths -- --only login              one flow (repeatable)
 */
import { parseArgs } from 'node:util';
import { formatMarkdown, formatText } from '../tests/model/plan';
import { FLOW_MODELS, flowModel } from '../tests/model/registry';

const { values } = parseArgs({
  options: { format: { type: 'string', default: 'text' }, only: { type: 'string', multiple: true } },
});
if (values.format !== 'text' && values.format !== 'md') throw new Error(`--format must be text or md, not ${values.format}`);
const flows = values.only?.length ? values.only.map(flowModel) : FLOW_MODELS;
process.stdout.write(values.format === 'md' ? formatMarkdown(flows) : `${formatText(flows)}\n`);
