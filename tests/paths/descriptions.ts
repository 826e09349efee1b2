import type { AnyStateMachine } from 'xstate';

type Node = { key: string; description?: string; type: string; states: Record<string, Node> };

/**
 * The QA screens of a path model, read from the machine's own state `description`s: one entry
 * per leaf state, keyed by the JSON of its state value (the key `transitionPaths` uses), so
 * the chart and the checklist say the same thing. Compound states are walked (not parallel ones);
 * a leaf without a description is left out (the model's "reaches every state" test catches it).
 */
export function stateDescriptions(machine: AnyStateMachine): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Node, wrap: (leaf: unknown) => unknown) => {
    for (const child of Object.values(node.states)) {
      const children = Object.keys(child.states);
      if (children.length === 0 || child.type === 'history') {
        if (child.type !== 'history' && child.description) out[JSON.stringify(wrap(child.key))] = child.description;
      } else {
        walk(child, (leaf) => wrap({ [child.key]: leaf }));
      }
    }
  };
  walk(machine.root as unknown as Node, (leaf) => leaf);
  return out;
}
