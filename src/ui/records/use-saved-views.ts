/** The saved-views queries and writes of a list's Views menu (src/gateway/resources/saved-views.ts). */
import { useMutation, useQuery } from 'urql';
import type { SavedViewList } from '../../domain/saved-views';
import { graphql, type ResultOf, type VariablesOf } from '../../gateway/graphql';

const VIEW_FIELDS = graphql(`
  fragment SavedViewFields on SavedView {
    id
    list
    name
    state
    shared
    role_id
    owner {
      id
      name
    }
    mine
    is_default
    revision
    updated_at
  }
`);

export const SAVED_VIEWS_QUERY = graphql(
  `
  query SavedViews($list: String!) {
    savedViews(list: $list) {
      ...SavedViewFields
    }
  }
`,
  [VIEW_FIELDS],
);

export const SAVED_VIEW_ROLES_QUERY = graphql(`
  query SavedViewRoles {
    savedViewRoles {
      id
      name
    }
  }
`);

export const CREATE_SAVED_VIEW = graphql(
  `
  mutation CreateSavedView($list: String!, $input: SavedViewInput!) {
    createSavedView(list: $list, input: $input) {
      ...SavedViewFields
    }
  }
`,
  [VIEW_FIELDS],
);

export const UPDATE_SAVED_VIEW = graphql(
  `
  mutation UpdateSavedView($id: ID!, $input: SavedViewInput!) {
    updateSavedView(id: $id, input: $input) {
      ...SavedViewFields
    }
  }
`,
  [VIEW_FIELDS],
);

export const DELETE_SAVED_VIEW = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id) {
      id
      messages
    }
  }
`);

export const SET_DEFAULT_SAVED_VIEW = graphql(`
  mutation SetDefaultSavedView($list: String!, $view_id: Int) {
    setDefaultSavedView(list: $list, view_id: $view_id)
  }
`);

/** A view as the gateway answers it, and what a write sends. */
export type SavedView = ResultOf<typeof VIEW_FIELDS>;
export type SavedViewFields = VariablesOf<typeof UPDATE_SAVED_VIEW>['input'];

export function useSavedViews(list: SavedViewList) {
  return useQuery({ query: SAVED_VIEWS_QUERY, variables: { list } });
}

/** Fetched only while the save dialog offers the role choice. */
export function useSavedViewRoles(pause: boolean) {
  return useQuery({ query: SAVED_VIEW_ROLES_QUERY, pause });
}

export function useCreateSavedView() {
  return useMutation(CREATE_SAVED_VIEW);
}

export function useUpdateSavedView() {
  return useMutation(UPDATE_SAVED_VIEW);
}

export function useDeleteSavedView() {
  return useMutation(DELETE_SAVED_VIEW);
}

export function useSetDefaultSavedView() {
  return useMutation(SET_DEFAULT_SAVED_VIEW);
}
