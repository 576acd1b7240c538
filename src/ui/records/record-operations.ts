/**
 * The documents and hooks of a record's screens, from the same definition as its gateway resource
 * (src/gateway/record-resource.ts) and the fragment of the fields its screens read: the list page
 * (with the resource's filters as variables), one record's details, create, update, the status change,
 * delete and a file's removal and description. Details may read a larger fragment than the list (files, prices), and a
 * record whose form reads the writes' answer may have the writes answer it too. A feature names the
 * hooks it uses; nothing of the record is written twice.
 */
import { Kind, type DocumentNode } from 'graphql';
import { gql, useMutation, useQuery, type AnyVariables, type DocumentInput, type TypedDocumentNode } from 'urql';
import type { ResultOf } from '../../gateway/graphql';
import { fieldNames, type ListField, type OneField, type RecordResourceDefinition } from '../../gateway/record-resource';

type Definition = Pick<RecordResourceDefinition, 'type' | 'rest' | 'list' | 'one' | 'filters' | 'status' | 'files'>;

/** A record's named fragment: a gql.tada document (`graphql(...)`, its fields typed by the schema, so the hooks' answers are inferred). */
export type RecordFragment = DocumentNode;

/** The details' own fragment (it may spread the list's), and whether create and update answer it too. */
export interface DetailsFragment<Fragment extends RecordFragment = RecordFragment, Writes extends boolean = boolean> {
  fragment: Fragment;
  writes?: Writes;
}

export interface RecordPage<R> {
  total: number;
  /** A search's count stopped at `total`: more match. */
  totalCapped?: boolean | null;
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

/** A hook of one query document without variables (option lists, catalogues). */
export function queryHook<Data>(document: DocumentInput<Data, AnyVariables>) {
  return () => useQuery<Data>({ query: document });
}

/** A hook of one mutation document, for the writes beyond a record's usual ones. */
export function mutationHook<Data, Variables extends AnyVariables>(document: DocumentInput<Data, Variables>) {
  return () => useMutation<Data, Variables>(document);
}

export interface DeleteAnswer {
  id: string;
  messages: string;
}

function fragmentName(fragment: RecordFragment): string {
  // A typed document's own fragment comes first, the fragments it spreads after it (gql.tada).
  const first = fragment.definitions[0];
  if (first?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('A record fragment must be a named fragment');
  return first.name.value;
}

/**
 * The GraphQL documents of a record (exported for one-off `client.query` calls, e.g. a reload). A typed
 * fragment is spliced as a document: `gql` adds its definitions, as it parses a fragment's text.
 */
export function recordDocuments(definition: Definition, fragment: RecordFragment, details?: DetailsFragment) {
  const { type, filters = {}, status, files } = definition;
  const { list, one } = fieldNames(definition);
  const row = { name: fragmentName(fragment), text: fragment };
  const full = details ? { name: fragmentName(details.fragment), text: details.fragment } : row;
  const written = details?.writes ? full : row;
  const filterVariables = Object.entries(filters).map(([name, filterType]) => `, $${name}: ${filterType}`).join('');
  const filterArguments = Object.keys(filters).map((name) => `, ${name}: $${name}`).join('');
  const plural = list[0]!.toUpperCase() + list.slice(1);
  return {
    list: gql`
      query ${plural}($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String${filterVariables}) {
        ${list}(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort${filterArguments}) {
          total
          totalCapped
          hasMore
          pageNumber
          data { ...${row.name} }
        }
      }
      ${row.text}
    `,
    details: gql`query ${type}($id: ID!) { ${one}(id: $id) { ...${full.name} } } ${full.text}`,
    create: gql`mutation Create${type}($input: ${type}Input!) { create${type}(input: $input) { ...${written.name} } } ${written.text}`,
    update: gql`mutation Update${type}($id: ID!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { ...${written.name} } } ${written.text}`,
    setStatus: status ? gql`mutation Set${type}Status($id: ID!, $status: String!) { set${type}Status(id: $id, status: $status) { ...${row.name} } } ${row.text}` : undefined,
    remove: gql`mutation Delete${type}($id: ID!) { delete${type}(id: $id) { id messages } }`,
    removeFile: files ? gql`mutation Remove${type}File($id: ID!, $file_id: ID!) { remove${type}File(id: $id, file_id: $file_id) { id messages } }` : undefined,
    describeFile: files?.describe
      ? gql`mutation Describe${type}File($id: ID!, $file_id: ID!, $description: String!) { describe${type}File(id: $id, file_id: $file_id, description: $description) { id description } }`
      : undefined,
  };
}

type NamedHooks<H extends Record<string, unknown>, L extends string, O extends string, T extends string> = Record<`use${Capitalize<L>}`, H['useList']> &
  Record<`use${Capitalize<O>}`, H['useOne']> &
  Record<`useCreate${T}`, H['useCreate']> &
  Record<`useUpdate${T}`, H['useUpdate']> &
  Record<`useSet${T}Status`, H['useSetStatus']> &
  Record<`useDelete${T}`, H['useRemove']> &
  Record<`useRemove${T}File`, H['useRemoveFile']> &
  Record<`useDescribe${T}File`, H['useDescribeFile']>;

/** The list's variables as sent: a filter the resource types `Int` that the list state holds as text (a chosen id) travels as a number. */
export function numberedFilters(definition: Definition) {
  const numbers = Object.entries(definition.filters ?? {}).flatMap(([name, type]) => (type === 'Int' ? [name] : []));
  return (variables: RecordListVariables): AnyVariables => {
    const sent: Record<string, unknown> = { ...variables };
    for (const name of numbers) if (typeof sent[name] === 'string') sent[name] = Number(sent[name]);
    return sent;
  };
}

/**
 * The hooks of a record's screens. `I` is the record's input, `V` its list variables (by default the
 * `Int` filters are sent as numbers; `toQuery` says otherwise, e.g. the projects list's, shared with its
 * exports); the row and the details are what the typed fragments answer (`ResultOf`), and create and
 * update answer the details when `writes` is set. The answers are keyed by the definition's names
 * (`data.holidays`, `data.createHoliday`). Each hook is there under its generic name (`useList`) and
 * the record's (`useHolidays`).
 */
export function recordOperations<I, V extends RecordListVariables>(toQuery?: (variables: V) => AnyVariables) {
  return <const F extends Definition, RowFragment extends RecordFragment, DetailsOf extends RecordFragment = RowFragment, Writes extends boolean = false>(
    definition: F,
    fragment: RowFragment,
    details?: DetailsFragment<DetailsOf, Writes>,
  ) => {
    type T = F['type'];
    type R = ResultOf<RowFragment>;
    type D = ResultOf<DetailsOf>;
    const built = recordDocuments(definition, fragment, details);
    // The details query is put together from names; its one field answers the details' fragment.
    const documents = { ...built, details: built.details as TypedDocumentNode<{ [K in OneField<F>]: D }, { id: string }> };
    const sent = toQuery ?? numberedFilters(definition);
    /** What create and update answer: the details' fragment with `writes`, else the row's. */
    type W = Writes extends true ? D : R;
    const optional = <Doc>(document: Doc | undefined, what: string): Doc => {
      if (!document) throw new Error(`${definition.type} has no ${what}`);
      return document;
    };
    const hooks = {
      useList: (variables: V, pause = false) => useQuery<{ [K in ListField<F>]: RecordPage<R> }>({ query: documents.list, variables: sent(variables), pause }),
      /** The details, always from the server: a form opens on the stored revision. */
      useOne: (id: string, pause = false) => useQuery({ query: documents.details, variables: { id }, pause, requestPolicy: 'network-only' }),
      useCreate: () => useMutation<{ [K in `create${T}`]: W }, { input: I }>(documents.create),
      useUpdate: () => useMutation<{ [K in `update${T}`]: W }, { id: string; input: I }>(documents.update),
      useSetStatus: () => useMutation<{ [K in `set${T}Status`]: R }, { id: string; status: string }>(optional(documents.setStatus, 'status')),
      useRemove: () => useMutation<{ [K in `delete${T}`]: DeleteAnswer }, { id: string }>(documents.remove),
      useRemoveFile: () => useMutation<{ [K in `remove${T}File`]: DeleteAnswer }, { id: string; file_id: string }>(optional(documents.removeFile, 'files')),
      useDescribeFile: () =>
        useMutation<{ [K in `describe${T}File`]: { id: string; description: string } }, { id: string; file_id: string; description: string }>(
          optional(documents.describeFile, 'file descriptions'),
        ),
    };
    // The same hooks under the record's names (`useServices`, `useService`, `useCreateService`, …), so a feature exports them as they are.
    const { list, one } = fieldNames(definition);
    const capital = <S extends string>(text: S) => (text[0]!.toUpperCase() + text.slice(1)) as Capitalize<S>;
    const named = {
      [`use${capital(list)}`]: hooks.useList,
      [`use${capital(one)}`]: hooks.useOne,
      [`useCreate${definition.type}`]: hooks.useCreate,
      [`useUpdate${definition.type}`]: hooks.useUpdate,
      [`useSet${definition.type}Status`]: hooks.useSetStatus,
      [`useDelete${definition.type}`]: hooks.useRemove,
      [`useRemove${definition.type}File`]: hooks.useRemoveFile,
      [`useDescribe${definition.type}File`]: hooks.useDescribeFile,
    } as NamedHooks<typeof hooks, ListField<F>, OneField<F>, T>;
    return { documents, ...hooks, ...named };
  };
}
