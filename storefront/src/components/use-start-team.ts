import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@nexus-za/ui-kit/toast';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { useSessionStatus } from '../stores/session-store';

/** Starts a team for the product (sign-in first) and opens its page, where the link is shared. */
export function useStartTeam(productId: number): { start: () => Promise<void>; busy: boolean } {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async start() {
      if (status !== 'signed-in') {
        navigate(APP_ROUTES.login, { state: { from: location.pathname } });
        return;
      }
      setBusy(true);
      // The API client and the contract's schemas (zod, ~24 KB) load when a team is started, not with
      // every product page.
      const [{ startTeam }, { teamPath }] = await Promise.all([import('../api/teams-api'), import('../../core/contract/api')]);
      const started = await startTeam(productId);
      setBusy(false);
      if (started.ok) navigate(teamPath(started.data.code));
      else toast({ title: started.message, type: 'error' });
    },
  };
}
