/** The saved-views queries and writes of a list's Views menu (src/gateway/resources/saved-views.ts). */
import { gql, useMutation, useQuery } from 'urql';
import type { SavedViewList } from '../../domain/saved-views';
import type { RoleOption, SavedViewFields, SavedViewRecord } from '../../gateway/resources/saved-views';

const VIEW_FIELDS = /* GraphQL */ `
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
`;

export const SAVED_VIEWS_QUERY = gql`
  query SavedViews($list: String!) {
    savedViews(list: $list) {
      ...SavedViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const SAVED_VIEW_ROLES_QUERY = gql`
  query SavedViewRoles {
    savedViewRoles {
      id
      name
    }
  }
`;

export const CREATE_SAVED_VIEW = gql`
  mutation CreateSavedView($list: String!, $input: SavedViewInput!) {
    createSavedView(list: $list, input: $input) {
      ...SavedViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const UPDATE_SAVED_VIEW = gql`
  mutation UpdateSavedView($id: ID!, $input: SavedViewInput!) {
    updateSavedView(id: $id, input: $input) {
      ...SavedViewFields
    }
  }
  ${VIEW_FIELDS}
`;

export const DELETE_SAVED_VIEW = gql`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id) {
      id
      messages
    }
  }
`;

export const SET_DEFAULT_SAVED_VIEW = gql`
  mutation SetDefaultSavedView($list: String!, $view_id: Int) {
    setDefaultSavedView(list: $list, view_id: $view_id)
  }
`;

export function useSavedViews(list: SavedViewList) {
  return useQuery<{ savedViews: SavedViewRecord[] }, { list: SavedViewList }>({ query: SAVED_VIEWS_QUERY, variables: { list } });
}

/** Fetched only while the save dialog offers the role choice. */
export function useSavedViewRoles(pause: boolean) {
  return useQuery<{ savedViewRoles: RoleOption[] }>({ query: SAVED_VIEW_ROLES_QUERY, pause });
}

export function useCreateSavedView() {
  return useMutation<{ createSavedView: SavedViewRecord }, { list: SavedViewList; input: SavedViewFields }>(CREATE_SAVED_VIEW);
}

export function useUpdateSavedView() {
  return useMutation<{ updateSavedView: SavedViewRecord }, { id: string; input: SavedViewFields }>(UPDATE_SAVED_VIEW);
}

export function useDeleteSavedView() {
  return useMutation<{ deleteSavedView: { id: string; messages: string } }, { id: string }>(DELETE_SAVED_VIEW);
}

export function useSetDefaultSavedView() {
  return useMutation<{ setDefaultSavedView: string }, { list: SavedViewList; view_id: number | null }>(SET_DEFAULT_SAVED_VIEW);
}
