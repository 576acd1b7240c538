/** The /notfound screen every unknown path is redirected to (spec 2.2). */
import { CompassIcon } from '../../ui/icons';
import { StatusPage } from '../../ui/StatusPage';

export default function NotFoundScreen() {
  return (
    <StatusPage icon={CompassIcon} code={404} title="Page not found">
      The page you were looking for does not exist or has moved.
    </StatusPage>
  );
}
