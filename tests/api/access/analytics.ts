/** Analytics (issue 6 item 2): holders of the Analytics key (admins and the partner). */
import { holders, type AccessCase } from './model';

const analyticsBody = () => ({ period: 'month' });

export const ANALYTICS_CASES: readonly AccessCase[] = [
  { name: 'POST /analytics', url: () => '/api/analytics', body: analyticsBody, expect: holders('Analytics') },
  { name: 'POST /analytics/qto', url: () => '/api/analytics/qto', body: analyticsBody, expect: holders('Analytics') },
  { name: 'POST /analytics/fte', url: () => '/api/analytics/fte', body: analyticsBody, expect: holders('Analytics') },
];
