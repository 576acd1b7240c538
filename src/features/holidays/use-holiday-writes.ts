/** Create, update and delete a holiday; the cache refetches the lists and drops a deleted entity (src/gateway/resources/holidays.ts). */
import { gql, useMutation } from 'urql';
import { HOLIDAY_FIELDS, type Holiday, type HolidayInput } from './holiday-fields';

export const CREATE_HOLIDAY = gql`
  mutation CreateHoliday($input: HolidayInput!) {
    createHoliday(input: $input) {
      ...HolidayFields
    }
  }
  ${HOLIDAY_FIELDS}
`;

export const UPDATE_HOLIDAY = gql`
  mutation UpdateHoliday($id: ID!, $input: HolidayInput!) {
    updateHoliday(id: $id, input: $input) {
      ...HolidayFields
    }
  }
  ${HOLIDAY_FIELDS}
`;

export const DELETE_HOLIDAY = gql`
  mutation DeleteHoliday($id: ID!) {
    deleteHoliday(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateHoliday() {
  return useMutation<{ createHoliday: Holiday }, { input: HolidayInput }>(CREATE_HOLIDAY);
}

export function useUpdateHoliday() {
  return useMutation<{ updateHoliday: Holiday }, { id: string; input: HolidayInput }>(UPDATE_HOLIDAY);
}

export function useDeleteHoliday() {
  return useMutation<{ deleteHoliday: { id: string; messages: string } }, { id: string }>(DELETE_HOLIDAY);
}
