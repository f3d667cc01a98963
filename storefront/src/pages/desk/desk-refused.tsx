import { ShieldAlert } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';
import { STAFF_ONLY } from '../../../core/contract/words';
import { APP_ROUTES } from '../../../core/catalogue/routes';

/** What a shopper, or someone signed out, sees at /desk: the server answered 403 or 401. */
export function DeskRefused({ status }: { status: number }) {
  return (
    <div data-slot="desk-refused" className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Desk</h1>
      <EmptyState
        icon={<ShieldAlert />}
        title={STAFF_ONLY}
        text={status === 401 ? 'Sign in with a staff account to use the desk.' : 'Your account is not a staff account. Ask the store owner to add you.'}
        action={
          <Button asChild>
            <Link to={status === 401 ? APP_ROUTES.login : APP_ROUTES.home}>{status === 401 ? 'Sign in' : 'Back to the shop'}</Link>
          </Button>
        }
      />
    </div>
  );
}
