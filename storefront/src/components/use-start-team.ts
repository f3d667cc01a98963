import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@nexus-za/ui-kit/toast';
import { startTeam } from '../api/teams-api';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { teamPath } from '../../core/contract/api';
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
      const started = await startTeam(productId);
      setBusy(false);
      if (started.ok) navigate(teamPath(started.data.code));
      else toast({ title: started.message, type: 'error' });
    },
  };
}
