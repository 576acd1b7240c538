/**
 * One record's create / edit / view screen from its definition (ADR 0205). The screen: the title
 * ("Create X", "Edit X", or "View X" without the update flag), the header, the admins-only refusal,
 * the record loaded and kept at the revision it was opened at (only an explicit reload replaces it),
 * what the form needs loaded first (a catalogue), the load's failure, the spinner, and what stands
 * below the form (its files). The usual form: the record's contract over its values, a create or an
 * update with that revision, "X created / updated successfully" and back to the list, Cancel and
 * "Create X" / "Save X", and the record's live notices. A record declares only what differs.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import type { FieldValues } from 'react-hook-form';
import { useClient, useQuery, type CombinedError, type TypedDocumentNode, type UseMutationResponse } from 'urql';
import type { z } from 'zod/mini';
import { useSession } from '../../app/session';
import { can, type PermissionKey } from '../../domain/permissions';
import { RECORD_TYPES, type RecordType } from '../../domain/record-events';
import { AnswerState } from '../AnswerState';
import { PageHeader } from '../PageHeader';
import { FailureAlert } from '../records/FailureAlert';
import { useOpenedRecord } from '../records/use-opened-record';
import { useDocumentTitle } from '../use-document-title';
import { textValues, type TextValues } from './contract-meta';
import { FormShell } from './FormShell';
import { useRecordForm } from './use-record-form';
import { reloadOf } from '../../gateway/reload';

/** What every edited record has: its id and the revision a stale edit is refused by. */
export interface OpenedRecord {
  id: string;
  revision: number;
}

/** A record's details query: its first field answers the record (`recordOperations`' `documents.details`). */
export type DetailsQuery<R> = TypedDocumentNode<Readonly<Record<string, R>>, { id: string }>;

/** What the screen hands its form: the opened record (none on create), what it needs, read-only, and the reload. */
export interface RecordFormProps<R extends OpenedRecord, N> {
  record?: R | undefined;
  needs: N;
  readOnly: boolean;
  onReload?: (() => void) | undefined;
}

export interface RecordScreenDefinition<R extends OpenedRecord, N = undefined> {
  /** "Holiday", "Added Service": the titles, the loading label and the form's notices. */
  noun: string;
  /** The header's description on create. */
  intro: string;
  /** The header's description of an opened record: by default its name. */
  describe?(record: R): string | undefined;
  /** The details query; the record is its first field. */
  details: DetailsQuery<R>;
  /** The permission key whose update flag an opened record needs to be edited; without it, it shows read-only. */
  updateKey?: PermissionKey;
  /** The screens are for administrators only; others read this. */
  adminsOnly?: string;
  /** What the form needs before it opens, beside the record (the partners to choose from, a price catalogue). */
  useNeeds?(): { data: N | undefined; error: CombinedError | undefined };
  /** Shown instead of the form for an opened record that cannot be edited here. */
  blocked?(record: R, readOnly: boolean): ReactNode;
  /** Below the form, for an opened record (its files): the record as last loaded, and a refresh of it. */
  below?(record: R, refresh: () => void, readOnly: boolean): ReactNode;
  Form: ComponentType<RecordFormProps<R, N>>;
}

/** The screen of a definition with its own form; the routes give it the record's id on edit. */
export function recordScreen<R extends OpenedRecord, N>(definition: RecordScreenDefinition<R, N>) {
  return function RecordFormScreen({ id }: { id?: string | undefined }) {
    return <FormScreen id={id} definition={definition} />;
  };
}

/** The field of a details query's answer that holds the record. */
function recordField(query: DocumentNode): string {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const first = operation?.selectionSet.selections[0];
  if (first?.kind !== 'Field') throw new Error('A details query selects its record first');
  return first.alias?.value ?? first.name.value;
}

function FormScreen<R extends OpenedRecord, N>({ id, definition }: { id: string | undefined; definition: RecordScreenDefinition<R, N> }) {
  const { noun, details, Form } = definition;
  const field = recordField(details);
  const { user, permissions } = useSession();
  const allowed = !definition.adminsOnly || user?.is_admin === true;
  const readOnly = Boolean(id) && definition.updateKey !== undefined && !can(permissions, definition.updateKey, 'update');
  const title = readOnly ? `View ${noun}` : id ? `Edit ${noun}` : `Create ${noun}`;
  useDocumentTitle(title);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: details, variables: { id: id ?? '' }, pause: !id || !allowed, requestPolicy: 'network-only' });
  const client = useClient();
  const refetch = async () => (await client.query(details, { id: id ?? '' }, { requestPolicy: 'network-only' }).toPromise()).data?.[field];
  const latest = data?.[field];
  const { record, reload } = useOpenedRecord(latest, !fetching, refetch);
  // A definition has `useNeeds` or not for good, so the hooks keep their order.
  const needs = (definition.useNeeds ?? noNeeds)() as { data: N | undefined; error: CombinedError | undefined };
  const retry = reloadOf(reexecute);
  const waiting = (definition.useNeeds && needs.data === undefined) || (Boolean(id) && !record);
  const blocked = record && definition.blocked?.(record, readOnly);

  return (
    <>
      <PageHeader title={title} description={id ? record && (definition.describe?.(record) ?? (record as { name?: string }).name) : definition.intro} />
      {!allowed ? (
        <FailureAlert message={definition.adminsOnly ?? ''} />
      ) : (
        <AnswerState
          error={error ?? needs.error}
          // The record in (null while creating one), and whatever the form needs.
          data={waiting ? undefined : (record ?? null)}
          loading={`Loading ${noun.toLowerCase()}`}
          onRetry={error ? retry : undefined}
        >
          {() =>
            // `blocked` is false or empty for a record the form may open (truthiness, not null).
            blocked || (
              <Stack gap="6">
                {/* A reload after a stale edit brings a new revision, and with it a fresh form. */}
                <Form key={record ? `${record.id}@${record.revision}` : 'new'} record={record} needs={needs.data as N} readOnly={readOnly} {...(record ? { onReload: reload } : {})} />
                {record && definition.below && (
                  <Stack bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
                    {definition.below(latest ?? record, retry, readOnly)}
                  </Stack>
                )}
              </Stack>
            )
          }
        </AnswerState>
      )}
    </>
  );
}

const noNeeds = () => ({ data: undefined, error: undefined });

/** The form kernel of a form whose values are `Values`. */
export type RecordFormKernel<Values extends FieldValues> = ReturnType<typeof useRecordForm<Values, z.ZodMiniType>>;

/** What a record's fields get: the form, the opened record (none on create) and what the screen loaded for it. */
export interface FieldsProps<Values extends FieldValues, R = unknown, N = undefined> {
  form: RecordFormKernel<Values>;
  record?: R | undefined;
  needs: N;
}

/** What a record's create sends, and its update with the revision the form was opened at. */
export type RecordInput<Contract extends z.ZodMiniType> = z.output<Contract> & { revision?: number };

/** Said only where they differ: the values (by default each field of the contract as text), their input, and the input the writes take. */
type Conversions<R, N, Values, Contract extends z.ZodMiniType, Input> = ([TextValues<Contract>] extends [Values] ? { initialValues?(record: R | undefined, needs: N): Values } : { initialValues(record: R | undefined, needs: N): Values }) &
  ([Values] extends [z.input<Contract>] ? { toInput?(values: Values, record: R | undefined): z.input<Contract> } : { toInput(values: Values, record: R | undefined): z.input<Contract> }) &
  ([z.output<Contract>] extends [Input] ? { send?(input: z.output<Contract>): Input } : { send(input: z.output<Contract>): Input });

type Writable = { revision?: number | null };

/** A record's details query and writes (src/ui/records/record-operations.ts). */
export interface RecordOperations<R, Input> {
  documents: { details: DetailsQuery<R> };
  useCreate(): UseMutationResponse<unknown, { input: Input }>;
  useUpdate(): UseMutationResponse<unknown, { id: string; input: Input }>;
}

export type RecordEditDefinition<R extends OpenedRecord, N, Contract extends z.ZodMiniType, Values extends FieldValues, Input extends Writable> = Omit<RecordScreenDefinition<R, N>, 'Form' | 'details'> &
  Conversions<R, N, Values, Contract, Input> & {
    /** Where the record is loaded from and written to. */
    operations: RecordOperations<R, Input>;
    /** The list the form goes back to, after a save and on Cancel. */
    list: string;
    contract: Contract;
    fieldOf?(path: string, values: Values): string | undefined;
    /** Where Cancel goes from an opened record (its view); the list by default. */
    cancelTo?(record: R): string;
    maxW?: string;
    /** A panel beside the form, inside its context (the role's menu preview). */
    aside?: ReactNode;
    Fields: ComponentType<FieldsProps<Values, R, N>>;
  };

/** The screen of a definition with the usual form. */
export function recordFormScreen<R extends OpenedRecord, N, Contract extends z.ZodMiniType, Values extends FieldValues = TextValues<Contract>, Input extends Writable = RecordInput<Contract>>(
  definition: RecordEditDefinition<R, N, Contract, Values, Input>,
) {
  const { details } = definition.operations.documents;
  const live = recordType(details);
  return recordScreen<R, N>({ ...definition, details, Form: (props) => <RecordEditForm definition={definition} live={live} {...props} /> });
}

/** The record type a details query reads: its operation's name (`query AddOn` → `addon`), for someone else's save and who else is editing. */
function recordType(query: DocumentNode): RecordType {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const type = RECORD_TYPES.find((known) => known === operation?.name?.value.toLowerCase());
  if (!type) throw new Error(`${operation?.name?.value ?? 'This query'} is not a record's details query`);
  return type;
}

function RecordEditForm<R extends OpenedRecord, N, Contract extends z.ZodMiniType, Values extends FieldValues, Input extends Writable>({
  definition,
  live,
  record,
  needs,
  readOnly,
  onReload,
}: RecordFormProps<R, N> & { definition: RecordEditDefinition<R, N, Contract, Values, Input>; live: RecordType }) {
  const { noun, list, contract, Fields } = definition;
  const [, create] = definition.operations.useCreate();
  const [, update] = definition.operations.useUpdate();
  const conversions = definition as Partial<Conversions<R, N, Values, Contract, Input>>;
  const toInput = useMemo(() => (values: Values) => (conversions.toInput ? conversions.toInput(values, record) : (values as z.input<Contract>)), [conversions, record]);
  const send = (input: z.output<Contract>) => (conversions.send ? conversions.send(input) : (input as Input));
  const sentence = noun[0] + noun.slice(1).toLowerCase();
  const form = useRecordForm({
    contract,
    defaultValues: conversions.initialValues ? conversions.initialValues(record, needs) : (textValues(contract, record) as unknown as Values),
    toInput,
    ...(definition.fieldOf ? { fieldOf: definition.fieldOf } : {}),
    submit: (input) => (record ? update({ id: record.id, input: { ...send(input), revision: record.revision } }) : create({ input: send(input) })),
    saved: { notice: `${sentence} ${record ? 'updated' : 'created'} successfully`, to: list },
    readOnly,
  });

  return (
    <FormShell
      form={form}
      cancelTo={record && definition.cancelTo ? definition.cancelTo(record) : list}
      submitLabel={`${record ? 'Save' : 'Create'} ${noun}`}
      {...(definition.maxW ? { maxW: definition.maxW } : {})}
      {...(definition.aside ? { aside: definition.aside } : {})}
      {...(onReload ? { onReload } : {})}
      live={record ? { type: live, id: record.id, thing: noun.toLowerCase() } : undefined}
    >
      <Fields form={form as RecordFormKernel<Values>} record={record} needs={needs} />
    </FormShell>
  );
}
