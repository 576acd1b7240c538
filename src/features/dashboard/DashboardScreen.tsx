/**
 * The Dashboard (route `/`). Its counts and charts come with the dashboard work; until then it greets
 * the user and shows nothing invented.
 */
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

export function greeting(name: string, hour: number): string {
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return `${part}, ${name}`;
}

export default function DashboardScreen({ userName }: { userName: string }) {
  useDocumentTitle('Dashboard');
  return <PageHeader title="Dashboard" description={`${greeting(userName, new Date().getHours())}.`} />;
}
