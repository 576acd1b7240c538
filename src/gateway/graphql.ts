/**
 * The app's `graphql` document function (gql.tada, issue 14): every document's result and variables
 * are inferred from the gateway's schema (generated/introspection.d.ts, `npm run generate:sdl`), so a
 * screen names the fields it reads once, in its document, and no interface repeats them. Fragments
 * are not masked: a query's result carries its fragments' fields, as the hand-written types did.
 * A field the schema answers as a named string union (`status: EntityStatus!`) reads as that union,
 * so no screen narrows a status after the fact.
 */
import { initGraphQLTada } from 'gql.tada';
import type { ListState } from '../domain/saved-views';
import type { PushedChatMessage } from '../machines/realtime';
import type { introspection } from './generated/introspection';
import type { EnumScalars } from './generated/record-sdl';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  /** The named string unions (a status, a work type, a project's actions: ADR 0281) as their unions, then the JSON scalars. */
  scalars: EnumScalars & {
    /** One dashboard card's data: its shape is the card's (`CardData` of resources/dashboard.ts). */
    DashboardData: unknown;
    ViewState: ListState;
    ProjectChanges: Record<string, { before?: unknown; after?: unknown }>;
    ProjectMessagePush: PushedChatMessage;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
