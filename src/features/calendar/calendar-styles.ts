/**
 * How the due-date calendar looks on top of react-big-calendar's own stylesheet: the app's tokens
 * for its toolbar, cells and events, and the blocked days (grey, holidays amber) that match the
 * pickers. Text colours keep AA contrast on every background.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

const BLOCKED = 'repeating-linear-gradient(135deg, var(--chakra-colors-gray-100) 0 6px, var(--chakra-colors-gray-200) 6px 7px)';
const HOLIDAY = 'repeating-linear-gradient(135deg, var(--chakra-colors-orange-50) 0 6px, var(--chakra-colors-orange-100) 6px 7px)';

export const calendarStyles: SystemStyleObject = {
  '& .rbc-calendar': { fontFamily: 'body', color: 'fg' },
  '& .rbc-toolbar': { gap: '2', mb: '3', flexWrap: 'wrap' },
  '& .rbc-toolbar .rbc-toolbar-label': { fontWeight: 'semibold', fontSize: 'lg', order: { base: -1, md: 0 }, flexBasis: { base: '100%', md: 'auto' } },
  '& .rbc-toolbar button': {
    color: 'fg',
    borderColor: 'border.emphasized',
    fontSize: 'sm',
    px: '3',
    py: '1.5',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px', zIndex: 1 },
  },
  '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button.rbc-active:hover': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid', boxShadow: 'none' },
  '& .rbc-header': { py: '2', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', borderColor: 'border.muted' },
  '& .rbc-month-view, & .rbc-time-view, & .rbc-month-row + .rbc-month-row, & .rbc-day-bg + .rbc-day-bg, & .rbc-header + .rbc-header': { borderColor: 'border.muted' },
  '& .rbc-month-view, & .rbc-time-view': { borderRadius: 'md', overflow: 'hidden' },
  '& .rbc-date-cell': { px: '1.5', pt: '1', fontSize: 'sm' },
  '& .rbc-off-range': { color: 'fg.muted' },
  '& .rbc-off-range-bg': { bg: 'bg.subtle' },
  '& .due-blocked': { backgroundImage: BLOCKED },
  '& .due-blocked.due-holiday': { backgroundImage: HOLIDAY },
  '& .rbc-today': { bg: 'brand.subtle' },
  '& .rbc-today.due-blocked': { backgroundImage: 'none', bg: 'brand.subtle' },
  '& .due-blocked-reason': { color: 'fg.muted', fontWeight: 'medium' },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    borderRadius: 'sm',
    px: '1.5',
    py: '0.5',
    fontSize: 'xs',
  },
  '& .rbc-event.rbc-selected': { bg: 'brand.emphasized' },
  '& .due-event-link': { color: 'inherit', textDecoration: 'none', display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .rbc-time-view .due-event-link': { whiteSpace: 'normal' },
  '& .due-event-link:hover': { textDecoration: 'underline' },
  '& .due-event-link:focus-visible': { outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' },
  '& .rbc-show-more': { color: 'brand.fg', fontSize: 'xs', fontWeight: 'semibold', bg: 'transparent', px: '1.5' },
  '& .rbc-overlay': { bg: 'bg', borderColor: 'border.muted', boxShadow: 'lg', borderRadius: 'md' },
  // The week view is of whole days: its all-day row is the view, the hours grid would stay empty.
  '& .rbc-time-view .rbc-time-content': { display: 'none' },
  '& .rbc-time-view .rbc-time-header': { flex: '1 1 auto', minH: '0' },
  '& .rbc-time-view .rbc-time-header-content': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .rbc-time-view .rbc-allday-cell': { flex: '1 1 auto', height: 'auto', maxH: 'none' },
  '& .rbc-time-view .rbc-time-header-gutter': { display: 'none' },
  '& .rbc-time-view .rbc-header': { minH: '3rem' },
  '& .due-legend-blocked': { backgroundImage: BLOCKED, borderWidth: '1px', borderColor: 'border.emphasized' },
  '& .due-legend-holiday': { backgroundImage: HOLIDAY, borderWidth: '1px', borderColor: 'orange.400' },
  '& .due-legend-event': { bg: 'brand.solid' },
};
