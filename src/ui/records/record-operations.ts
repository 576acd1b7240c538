/**
 * The documents and hooks of a record's screens, from the same definition as its gateway resource
 * (src/gateway/record-resource.ts) and the fragment of the fields its screens read: the list page
 * (with the resource's filters as variables), one record's details, create, update, the status change
 * and delete. A feature names the hooks it uses; nothing of the record is written twice.
 */
import { gql, useMutation, useQuery } from 'urql';
import type { RecordResourceDefinition } from '../../gateway/record-resource';

type Definition = Pick<RecordResourceDefinition, 'type' | 'list' | 'one' | 'filters' | 'status'>;

export interface RecordPage<R> {
  total: number;
  hasMore: boolean;
  pageNumber: number;
  data: R[];
}

/** A list's variables: paging, search and sort, plus the resource's filters. */
export interface RecordListVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: string;
}

export interface DeleteAnswer {
  id: string;
  messages: string;
}

function fragmentName(fragment: string): string {
  const name = /fragment\s+(\w+)\s+on\s/.exec(fragment)?.[1];
  if (!name) throw new Error('A record fragment must be a named fragment');
  return name;
}

/** The GraphQL documents of a record (exported for one-off `client.query` calls, e.g. a reload). */
export function recordDocuments({ type, list, one, filters = {}, status }: Definition, fragment: string) {
  const fields = fragmentName(fragment);
  const filterVariables = Object.entries(filters).map(([name, filterType]) => `, $${name}: ${filterType}`).join('');
  const filterArguments = Object.keys(filters).map((name) => `, ${name}: $${name}`).join('');
  const plural = list[0]!.toUpperCase() + list.slice(1);
  return {
    list: gql`
      query ${plural}($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String${filterVariables}) {
        ${list}(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort${filterArguments}) {
          total
          hasMore
          pageNumber
          data { ...${fields} }
        }
      }
      ${fragment}
    `,
    details: gql`query ${type}($id: ID!) { ${one}(id: $id) { ...${fields} } } ${fragment}`,
    create: gql`mutation Create${type}($input: ${type}Input!) { create${type}(input: $input) { ...${fields} } } ${fragment}`,
    update: gql`mutation Update${type}($id: ID!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { ...${fields} } } ${fragment}`,
    setStatus: status ? gql`mutation Set${type}Status($id: ID!, $status: String!) { set${type}Status(id: $id, status: $status) { ...${fields} } } ${fragment}` : undefined,
    remove: gql`mutation Delete${type}($id: ID!) { delete${type}(id: $id) { id messages } }`,
  };
}

/**
 * The hooks of a record's screens. `R` is the record as the fragment reads it, `I` its input, `V` its
 * list variables; the answers are keyed by the definition's names (`data.holidays`, `data.createHoliday`).
 */
export function recordOperations<R, I, V extends RecordListVariables>() {
  return <const D extends Definition>(definition: D, fragment: string) => {
    const documents = recordDocuments(definition, fragment);
    type T = D['type'];
    return {
      documents,
      useList: (variables: V) => useQuery<{ [K in D['list']]: RecordPage<R> }, V>({ query: documents.list, variables }),
      /** The details, always from the server: a form opens on the stored revision. */
      useOne: (id: string, pause = false) => useQuery<{ [K in D['one']]: R }, { id: string }>({ query: documents.details, variables: { id }, pause, requestPolicy: 'network-only' }),
      useCreate: () => useMutation<{ [K in `create${T}`]: R }, { input: I }>(documents.create),
      useUpdate: () => useMutation<{ [K in `update${T}`]: R }, { id: string; input: I }>(documents.update),
      useSetStatus: () => {
        if (!documents.setStatus) throw new Error(`${definition.type} has no status`);
        return useMutation<{ [K in `set${T}Status`]: R }, { id: string; status: string }>(documents.setStatus);
      },
      useRemove: () => useMutation<{ [K in `delete${T}`]: DeleteAnswer }, { id: string }>(documents.remove),
    };
  };
}
