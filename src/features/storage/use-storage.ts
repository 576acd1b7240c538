/** The storage queries and writes of /storage and /storage/file-details/{name} (src/gateway/resources/storage.ts). */
import { useQuery } from 'urql';
import { mutationHook } from '../../ui/records/record-operations';
import { graphql, type ResultOf } from '../../gateway/graphql';

const USAGE_FIELDS = graphql(`
  fragment StorageUsageFields on StorageUsage {
    customer_id
    customer_name
    quota_mb
    used_bytes
    used_percent
    file_count
    alert_threshold
    pending_request {
      id
      requested_mb
      created_at
    }
  }
`);

/** A customer's storage as the list and the file details read it. */
export type StorageUsageRow = ResultOf<typeof USAGE_FIELDS>;

export const STORAGE_USAGE_QUERY = graphql(
  `
  query StorageUsage($pageNumber: Int!, $pageSize: Int, $search: String) {
    storageUsage(pageNumber: $pageNumber, pageSize: $pageSize, search: $search) {
      total
      totalCapped
      hasMore
      pageNumber
      data {
        ...StorageUsageFields
      }
    }
  }
`,
  [USAGE_FIELDS],
);

export function useStorageUsage(variables: { pageNumber: number; pageSize: number; search?: string }) {
  return useQuery({ query: STORAGE_USAGE_QUERY, variables });
}

export const STORAGE_FILES_QUERY = graphql(
  `
  query StorageFiles($name: String!, $pageNumber: Int!, $pageSize: Int, $search: String, $sort: String) {
    storageFiles(name: $name, pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort) {
      total
      hasMore
      pageNumber
      customer {
        ...StorageUsageFields
      }
      data {
        id
        kind
        original_name
        mime_type
        size_bytes
        created_at
        addendum
        project {
          id
          code
          name
        }
        uploaded_by {
          id
          name
        }
      }
    }
  }
`,
  [USAGE_FIELDS],
);

export type FileDetails = ResultOf<typeof STORAGE_FILES_QUERY>['storageFiles'];
export type StorageFileRow = FileDetails['data'][number];

export type FileSort = 'created' | '-created' | 'name' | '-name' | 'size' | '-size';

export function useStorageFiles(variables: { name: string; pageNumber: number; pageSize: number; search?: string; sort: FileSort }) {
  return useQuery({ query: STORAGE_FILES_QUERY, variables });
}

export const REMOVE_STORAGE_FILES = graphql(`mutation RemoveStorageFiles($ids: [String!]!) { removeStorageFiles(ids: $ids) { ids freed_bytes } }`);

export const useRemoveStorageFiles = mutationHook(REMOVE_STORAGE_FILES);

export const REQUEST_STORAGE = graphql(`mutation RequestStorage($input: StorageRequestInput!) { requestStorage(input: $input) { id customer_name requested_mb status } }`);

export const useRequestStorage = mutationHook(REQUEST_STORAGE);
