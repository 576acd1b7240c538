/**
 * The registry's promises: every flow machine has a model, every model's paths take every transition
 * (and reach every leaf), and a tester has an instruction for every event and a screen for every state.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { AnyStateMachine } from 'xstate';
import { FLOW_MODELS, flowModel, pathsOf, screenOf } from './registry';
import { instructionFor } from './plan';
import { leafIds, leafNodes, leafOf, transitionsWithoutPath, type FlowPath } from './support';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

describe('flow model registry', () => {
  it('has a model for every machine in src/machines', async () => {
    const machines: string[] = [];
    for (const file of readdirSync('src/machines').filter((name) => name.endsWith('.ts'))) {
      const module = (await import(`../../src/machines/${file}`)) as Record<string, unknown>;
      machines.push(...Object.values(module).filter(isMachine).map((machine) => machine.id));
    }
    const registered = FLOW_MODELS.flatMap((flow) => (flow.real ? [flow.real.machine.id] : []));
    expect(machines.filter((id) => !registered.includes(id))).toEqual([]);
    expect(machines.length).toBeGreaterThanOrEqual(12);
  });

  it.each(FLOW_MODELS.map((flow) => [flow.key, flow] as const))('%s: the paths take every transition and reach every leaf', (_key, flow) => {
    const paths = pathsOf(flow);
    expect(transitionsWithoutPath(flow.model, paths, flow.traversal)).toEqual([]);
    if (!flow.traversal) {
      const reached = new Set(paths.flatMap((path) => path.states));
      expect(leafIds(flow.model).filter((id) => !reached.has(id))).toEqual([]);
    }
  });

  it.each(FLOW_MODELS.map((flow) => [flow.key, flow] as const))('%s: every step has an instruction and every state a screen', (_key, flow) => {
    if (!flow.describe) expect(leafNodes(flow.model).filter((node) => !node.description).map((node) => node.id)).toEqual([]);
    const paths = pathsOf(flow);
    for (const step of paths.flatMap((path) => path.steps)) {
      expect(instructionFor(flow, step.event)).not.toBe('');
      expect(screenOf(flow, step.snapshot)).not.toBe('');
    }
    // Instructions are keyed by event type, except for the lifecycle (type and side, some of which the chart never takes).
    const used = new Set(paths.flatMap((path) => path.steps.map((step) => step.event)));
    if (!flow.traversal) expect(Object.keys(flow.steps).filter((event) => !used.has(event)), 'instructions for events the model lacks').toEqual([]);
    for (const runner of flow.runners) expect(existsSync(runner), runner).toBe(true);
  });

  it('the check fails when paths only reach every state (state-only shortest paths miss the back edges)', () => {
    const login = flowModel('login');
    const byState = createTestModel(login.model, { serializeState: (snapshot) => JSON.stringify(snapshot.value) }).getShortestPaths();
    const paths: FlowPath[] = byState.map((path) => ({
      description: path.description,
      steps: path.steps.slice(1).map((step) => ({ event: step.event.type, state: leafOf(login.model, step.state), sent: step.event, snapshot: step.state })),
      states: [],
      start: path.steps[0]?.state,
    }));
    const missed = transitionsWithoutPath(login.model, paths);
    for (const event of ['captcha.reload', 'rememberMe.unticked', 'fields.filled']) expect(missed.some((edge) => edge.includes(event)), event).toBe(true);
  });
});
