/** The 403 screen the route guard shows instead of a screen the user's role does not open. */
import { RoleIcon } from '../../ui/icons';
import { StatusPage } from '../../ui/StatusPage';

/** The server's own refusal text (a 403 answer says the same). */
export const FORBIDDEN_TITLE = 'You do not have permission to do this';

export default function ForbiddenScreen() {
  return (
    <StatusPage icon={RoleIcon} code={403} title={FORBIDDEN_TITLE}>
      Your role does not open this page. Ask an administrator if you need it.
    </StatusPage>
  );
}
