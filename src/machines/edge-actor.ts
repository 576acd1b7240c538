/** The placeholder of a machine's call: machines stay pure, and the edge provides the real actor (`machine.provide`). */
import { fromPromise, type NonReducibleUnknown } from 'xstate';

export const providedAtTheEdge = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided at the edge`);
  });
