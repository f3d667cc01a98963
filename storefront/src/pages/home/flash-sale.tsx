import { Link } from 'react-router-dom';
import { Button } from 'ui-kit/button';
import { CountdownBanner } from 'ui-kit/countdown-banner';
import { APP_ROUTES, FLASH_SALE } from '../../catalogue';

/** Home section 3: the flash sale, counting down from 8h 6m 14s with the code FLASH30. */
export function FlashSale() {
  return (
    <CountdownBanner
      heading={FLASH_SALE.headline}
      durationMs={FLASH_SALE.durationSeconds * 1000}
      code={FLASH_SALE.code}
      message="Extra 15% off your first order"
      action={
        <Button asChild variant="accent" size="lg">
          <Link to={APP_ROUTES.allCategories}>Shop the sale</Link>
        </Button>
      }
    />
  );
}
