import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { CountdownBanner } from '@nexus-za/ui-kit/countdown-banner';
import { APP_ROUTES, FLASH_SALE } from '../../../core/catalogue';
import { readPageData } from '../../platform/page-data';

const DURATION_MS = FLASH_SALE.durationSeconds * 1000;

/**
 * Home section 3: the flash sale with the code FLASH30, counting down to the end the server keeps
 * (the server refuses the code after it) and gone once it has passed. The server puts the end in the
 * page it renders; a page it did not render asks `GET /api/flash-sale`. It is applied after
 * hydration, so the server's HTML and the first render agree: until then it counts the spec's 8h 6m 14s.
 */
export function FlashSale() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const apply = (endsAtIso: string) => {
      const end = Date.parse(endsAtIso);
      if (Number.isNaN(end)) return;
      if (end <= Date.now()) setEnded(true);
      else setEndsAt(end);
    };
    const known = readPageData().flashSaleEndsAt;
    if (known !== undefined) {
      apply(known);
      return;
    }
    const controller = new AbortController();
    // The API client and its schemas load with the answer, keeping them out of the first load.
    import('../../api/coupons-api')
      .then(({ fetchFlashSale }) => fetchFlashSale(controller.signal))
      .then((answer) => {
        if (answer.ok) apply(answer.data.endsAt);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (ended) return null;
  return (
    <CountdownBanner
      heading={FLASH_SALE.headline}
      durationMs={DURATION_MS}
      startedAt={endsAt === null ? undefined : endsAt - DURATION_MS}
      onExpire={() => setEnded(true)}
      code={FLASH_SALE.code}
      endsInLabel={FLASH_SALE.endsInLabel}
      message="Extra 15% off your first order"
      action={
        <Button asChild variant="accent" size="lg">
          <Link to={APP_ROUTES.allCategories}>Shop the sale</Link>
        </Button>
      }
    />
  );
}
